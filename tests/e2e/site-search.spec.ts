import { expect, test } from '@playwright/test'

import { axeProblems } from './helpers/axe'

/**
 * /search and /api/search on the seeded site: results rendered on the server, grouped by
 * type with marked excerpts, filters and pages, the empty state, and input that must never
 * break either (the engine's own queries are covered by tests/integration/siteSearch.test.ts).
 */
test.describe('site search page', () => {
  test('is rendered on the server: the results, their marks and noindex are in the HTML @desktop', async ({ request }) => {
    const response = await request.get('/search?q=relay')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('Results for “relay”')
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    // The product first: the first result link on the page is Relay's.
    const firstResult = /<h3[^>]*><a[^>]*href="([^"]+)"/.exec(html)
    expect(firstResult?.[1]).toBe('/products/relay')
    expect(html).toMatch(/<mark[^>]*>Relay<\/mark>/i)
  })

  test('searches from the form, groups by type, filters and pages through results', async ({ page }) => {
    await page.goto('/search')
    await expect(page.getByRole('heading', { level: 1, name: 'Search Cipherwell' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('card')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/search\?q=card$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “card”' })).toBeVisible()

    const groups = page.getByRole('main').getByRole('heading', { level: 2 })
    expect(await groups.count()).toBeGreaterThan(1)
    await expect(page.getByRole('main').locator('mark').first()).toBeVisible()

    // More than a page of results: the next page, and back.
    await expect(page.getByText(/^\d+ results · page 1 of \d+$/)).toBeVisible()
    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/page 2 of \d+$/)).toBeVisible()
    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/search\?q=card$/)

    // One type: every result under the one heading, the filter marked current.
    const filters = page.getByRole('navigation', { name: 'Filter results by type' })
    await filters.getByRole('link', { name: /^Blog \d+$/ }).click()
    await expect(page).toHaveURL(/type=posts/)
    await expect(filters.getByRole('link', { name: /^Blog \d+$/ })).toHaveAttribute('aria-current', 'page')
    await expect(groups).toHaveText(['Blog'])
    // Its landmark says what it holds, apart from the footer columns named after the same sections.
    await expect(page.getByRole('region', { name: 'Blog results' })).toBeVisible()
  })

  test('says so when nothing matches, and offers where to go', async ({ page }) => {
    await page.goto('/search?q=zqxjvwkplm')
    await expect(page.getByText('No results for “zqxjvwkplm”.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Pricing' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Ask our team' })).toBeVisible()
  })

  test('has no WCAG 2.2 A/AA violation with results and when empty', async ({ page }) => {
    for (const path of ['/search?q=tokens', '/search?q=zqxjvwkplm', '/search']) {
      await page.goto(path)
      expect(await axeProblems(page, path)).toEqual([])
    }
  })

  test('takes any input: never a 5xx, a clear message for a query too long @desktop', async ({ page, request }) => {
    const long = 'x'.repeat(3000)
    await page.goto(`/search?q=${long}`)
    await expect(page.getByText('Use at most 200 characters.')).toBeVisible()
    for (const q of ['%', '%00', "'; DROP TABLE search_index; --", '" OR 1=1', 'a:* & !b', '\u0000relay']) {
      const response = await request.get(`/search?q=${encodeURIComponent(q)}&type=posts&page=2`)
      expect(response.status(), q).toBe(200)
    }
    for (const query of ['type=users', 'page=0', 'page=abc']) {
      const response = await request.get(`/search?q=relay&${query}`)
      expect(response.status(), query).toBe(200)
    }
  })
})

test.describe('search endpoint @desktop', () => {
  test('answers ranked results with marked excerpt segments', async ({ request }) => {
    const response = await request.get('/api/search?q=relay&limit=3')
    expect(response.status()).toBe(200)
    expect(response.headers()['x-robots-tag']).toBe('noindex')
    const body = await response.json()
    expect(body.query).toBe('relay')
    expect(body.total).toBeGreaterThan(1)
    expect(body.results).toHaveLength(3)
    expect(body.results[0]).toMatchObject({ type: 'products', typeLabel: 'Products', title: 'Relay', url: '/products/relay' })
    expect(body.results[0].excerpt).toEqual(expect.arrayContaining([expect.objectContaining({ hit: true })]))
  })

  test('answers 200 or 400 to anything, never 5xx', async ({ request }) => {
    const tooLong = await request.get(`/api/search?q=${'x'.repeat(3000)}`)
    expect(tooLong.status()).toBe(400)
    expect(await tooLong.json()).toEqual({ errors: { q: 'Use at most 200 characters.' } })
    expect((await request.get('/api/search?q=relay&limit=0')).status()).toBe(400)
    for (const q of ['', '   ', '%', '%%', "'; DROP TABLE search_index; --", 'NEAR(a b)', '\u0000', 'x'.repeat(200)]) {
      const response = await request.get(`/api/search?q=${encodeURIComponent(q)}`)
      expect(response.status(), JSON.stringify(q)).toBe(200)
      expect(Array.isArray((await response.json()).results)).toBe(true)
    }
    expect((await request.post('/api/search?q=relay')).status()).toBe(405)
  })
})
