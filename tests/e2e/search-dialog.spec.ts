import { expect, test, type Page } from '@playwright/test'

import { axeProblems } from './helpers/axe'
import { pauseClockAhead } from './helpers/clock'
import { gotoWithOverlays } from './helpers/overlays'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const combobox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the site' })
const listbox = (page: Page) => dialog(page).getByRole('listbox', { name: 'Search results' })
const headerSearch = (page: Page) => page.getByTestId('site-header').getByRole('link', { name: 'Search', exact: true })

/** The option the combobox points at (aria-activedescendant). */
async function activeOption(page: Page) {
  const id = await combobox(page).getAttribute('aria-activedescendant')
  expect(id, 'no active option').toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

const segments = (text: string, word: string) =>
  text.split(new RegExp(`(${word})`, 'i')).filter(Boolean).map((part) => ({ text: part, hit: part.toLowerCase() === word }))

/** A fixed answer for GET /api/search, so the grouping order and the arrows' wrapping can be checked exactly. */
const FAKE_RESULTS = [
  { type: 'products', typeLabel: 'Products', title: 'Relay', url: '/products/relay', excerpt: segments('Relay tokenises card data in transit.', 'relay') },
  { type: 'posts', typeLabel: 'Blog', title: 'Relay in production', url: '/blog/3ds-without-the-drop-off', excerpt: segments('How we run relay at scale.', 'relay') },
  { type: 'products', typeLabel: 'Products', title: 'Vault', url: '/products/enclaves', excerpt: segments('Vault keeps what relay tokenised.', 'relay') },
]
async function fakeSearch(page: Page) {
  const queries: string[] = []
  await page.route('**/api/search?*', (route) => {
    const query = new URL(route.request().url()).searchParams.get('q') ?? ''
    queries.push(query)
    const results = query.toLowerCase().includes('relay') ? FAKE_RESULTS : []
    return route.fulfill({ json: { query, total: results.length, results } })
  })
  return queries
}

/** Answers every search with `status` (and its headers), to see the dialog's failure states. */
async function failSearch(page: Page, status: number, headers: Record<string, string> = {}) {
  await page.route('**/api/search?*', (route) => route.fulfill({ status, headers, json: { error: 'no' } }))
}

test.describe('the search dialog @desktop', () => {
  test('Ctrl K opens it; typing lists results by type in rank order with highlighted matches; the arrows wrap and Enter opens one', async ({ page }) => {
    await fakeSearch(page)
    await gotoWithOverlays(page, '/pricing')
    await page.keyboard.press('Control+K')
    await expect(dialog(page)).toBeVisible()
    await expect(combobox(page)).toBeFocused()
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false')

    await combobox(page).fill('relay')
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(combobox(page)).toHaveAttribute('aria-controls', (await listbox(page).getAttribute('id'))!)
    // Grouped by type, in the order each type's best result ranked.
    await expect(listbox(page).getByRole('group')).toHaveText([/^Products/, /^Blog/])
    const products = listbox(page).getByRole('group', { name: 'Products' })
    await expect(products.getByRole('option')).toHaveText([/^Relay/, /^Vault/])
    await expect(products.getByRole('option').first().locator('mark')).toHaveText(['Relay'])
    await expect(listbox(page).getByRole('option').last()).toHaveAccessibleName('See all results for “relay”')

    await expect(await activeOption(page)).toHaveText(/^Relay/)
    await expect(await activeOption(page)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(await activeOption(page)).toHaveText(/^Vault/)
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(await activeOption(page)).toHaveText(/^See all results/)
    await page.keyboard.press('ArrowDown')
    await expect(await activeOption(page)).toHaveText(/^Relay/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/products/relay')
    await expect(dialog(page)).toHaveCount(0)
  })

  test('on the seeded content: "relay" finds the Relay product page, and the arrows and Enter open it', async ({ page }) => {
    await gotoWithOverlays(page, '/pricing')
    await page.keyboard.press('Control+K')
    await combobox(page).fill('relay')
    const relay = listbox(page).locator('[role="option"][href="/products/relay"]')
    await expect(relay).toBeVisible()
    // Every result sits in a group named by its type, with the matched words marked.
    for (const group of await listbox(page).getByRole('group').all()) await expect(group).toHaveAccessibleName(/\S/)
    await expect(listbox(page).locator('mark').first()).toHaveText(/relay/i)
    const count = await listbox(page).getByRole('option').count()
    for (let step = 0; step < count && (await (await activeOption(page)).getAttribute('href')) !== '/products/relay'; step++)
      await page.keyboard.press('ArrowDown')
    await expect(await activeOption(page)).toHaveAttribute('href', '/products/relay')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/products/relay')
    await expect(dialog(page)).toHaveCount(0)
  })

  test('on the seeded content: "tokens" finds blog posts', async ({ page }) => {
    await gotoWithOverlays(page, '/')
    await page.keyboard.press('Control+K')
    await combobox(page).fill('tokens')
    await expect(listbox(page).locator('[role="option"][href^="/blog/"]').first()).toBeVisible()
  })

  test('the header button opens it; Escape closes it and focus returns to the button', async ({ page }) => {
    await gotoWithOverlays(page, '/')
    await expect(headerSearch(page)).toHaveAttribute('href', '/search')
    await headerSearch(page).click()
    await expect(dialog(page)).toBeVisible()
    await expect(combobox(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(headerSearch(page)).toBeFocused()

    // Ctrl K toggles it; "/" opens it from anywhere but a text field.
    await page.keyboard.press('Control+K')
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Control+K')
    await expect(dialog(page)).toHaveCount(0)
    await page.keyboard.press('/')
    await expect(dialog(page)).toBeVisible()
    await expect(combobox(page)).toHaveValue('')
  })

  test('"See all results" goes to the search page for the query', async ({ page }) => {
    await gotoWithOverlays(page, '/')
    await page.keyboard.press('Control+K')
    await combobox(page).fill('relay')
    await listbox(page).getByRole('option', { name: /See all results/ }).click()
    await expect(page).toHaveURL('/search?q=relay')
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “relay”' })).toBeVisible()
  })

  test('typing quickly asks once, and a slow answer to an older query never replaces a newer one', async ({ page }) => {
    const queries: string[] = []
    await page.route('**/api/search?*', async (route) => {
      const query = new URL(route.request().url()).searchParams.get('q') ?? ''
      queries.push(query)
      const results = query === 'rel' ? [{ ...FAKE_RESULTS[0]!, title: 'Stale answer' }] : FAKE_RESULTS
      if (query === 'rel') await new Promise((resolve) => setTimeout(resolve, 1500))
      // The dialog has aborted a superseded request by now; fulfilling it then throws.
      await route.fulfill({ json: { query, total: results.length, results } }).catch(() => {})
    })
    await page.clock.install()
    await gotoWithOverlays(page, '/')
    await page.keyboard.press('Control+K')
    // The page's clock stands still while the keys go in, as a fast typist's would between keys:
    // a stall of this machine between two keys (CI saw three requests) cannot then pass for a pause.
    await pauseClockAhead(page, 1_000)
    await combobox(page).pressSequentially('tokens')
    await page.clock.resume()
    await expect(listbox(page).getByRole('option').first()).toBeVisible()
    expect(queries).toEqual(['tokens'])

    await combobox(page).fill('rel')
    await expect.poll(() => queries.at(-1)).toBe('rel')
    await combobox(page).fill('relay')
    await expect(listbox(page).getByRole('option').first()).toHaveText(/^Relay/)
    await page.waitForTimeout(2000)
    await expect(listbox(page).getByRole('option').first()).toHaveText(/^Relay/)
    await expect(dialog(page).getByText('Stale answer')).toHaveCount(0)
  })

  test('empty, rate-limited and failed searches each say so', async ({ page }) => {
    await gotoWithOverlays(page, '/')
    await page.keyboard.press('Control+K')
    await combobox(page).fill('qqqzzz')
    await expect(dialog(page).getByText('No results for “qqqzzz”').first()).toBeVisible()
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false')

    await page.unrouteAll()
    await failSearch(page, 429, { 'retry-after': '30' })
    await combobox(page).fill('tokens')
    await expect(dialog(page).getByText('Wait 30 seconds, then try again.').first()).toBeVisible()

    await page.unrouteAll()
    await failSearch(page, 500)
    await combobox(page).fill('vault')
    await expect(dialog(page).getByText('Search is not available right now.').first()).toBeVisible()
    await dialog(page).getByRole('link', { name: 'Try the search page' }).click()
    await expect(page).toHaveURL('/search?q=vault')
  })

  test('axe finds nothing with the dialog open, before and after typing', async ({ page }) => {
    await gotoWithOverlays(page, '/')
    await page.keyboard.press('Control+K')
    await expect(combobox(page)).toBeFocused()
    expect(await axeProblems(page, '/ (search open)')).toEqual([])
    await combobox(page).fill('relay')
    await expect(listbox(page).getByRole('option').first()).toBeVisible()
    expect(await axeProblems(page, '/ (search results)')).toEqual([])
    await combobox(page).fill('qqqzzz')
    await expect(dialog(page).getByText('No results for “qqqzzz”').first()).toBeVisible()
    expect(await axeProblems(page, '/ (no results)')).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the header button is a link to the search page', async ({ page }) => {
      await page.goto('/')
      await headerSearch(page).click()
      await expect(page).toHaveURL('/search')
      await expect(page.getByRole('heading', { level: 1, name: 'Search Cipherwell' })).toBeVisible()
    })
  })
})

test.describe('the search dialog on a phone @mobile', () => {
  test('the menu has a search entry that opens the dialog; closing returns focus to the menu button', async ({ page }) => {
    await gotoWithOverlays(page, '/')
    await page.getByTestId('mobile-nav-toggle').click()
    const entry = page.getByTestId('mobile-nav').getByRole('link', { name: 'Search' })
    await expect(entry).toHaveAttribute('href', '/search')
    await entry.click()
    await expect(dialog(page)).toBeVisible()
    await expect(page.getByTestId('mobile-nav')).toHaveCount(0)
    // The whole screen: the keyboard takes half of it.
    const box = (await dialog(page).boundingBox())!
    expect(box.width).toBe(375)
    await combobox(page).fill('relay')
    await expect(listbox(page).locator('[role="option"][href="/products/relay"]')).toBeVisible()
    expect(await axeProblems(page, '/ (search on a phone)')).toEqual([])
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.getByTestId('mobile-nav-toggle')).toBeFocused()
  })

  test('a result opens on tap', async ({ page }) => {
    await gotoWithOverlays(page, '/')
    await page.getByTestId('mobile-nav-toggle').click()
    await page.getByTestId('mobile-nav').getByRole('link', { name: 'Search' }).click()
    await combobox(page).fill('relay')
    await listbox(page).locator('[role="option"][href="/products/relay"]').click()
    await expect(page).toHaveURL('/products/relay')
  })
})
