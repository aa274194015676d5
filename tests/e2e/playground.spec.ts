import { expect, test, type Page } from '@playwright/test'

import { binResponse, lookupBin } from '../../src/features/playground/bin-lookup/binLookup'
import { axeProblems } from './helpers/axe'
import { gotoWithOverlays } from './helpers/overlays'

/**
 * Issue 35, point 3: three products a visitor can try, in the browser only. Each surface is its
 * own island, fetched when its section nears the viewport or "Try it" is pressed; nothing it
 * does goes over the network.
 */

/**
 * Opens a product page and its playground: "Try it" when the button is still there (the keyboard's
 * way in), or the island that nearing the viewport already loaded; then waits for it to be live.
 */
async function openPlayground(page: Page, path: string, name: string) {
  const sent: string[] = []
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoWithOverlays(page, path)
  const region = page.getByRole('region', { name })
  const live = region.getByText('Live', { exact: true })
  const tryIt = region.getByRole('button', { name: `Try it: ${name}` })
  await expect(live.or(tryIt)).toBeVisible()
  await tryIt.click({ timeout: 2_000 }).catch(() => {
    // Loaded on its own meanwhile, as the section neared the viewport: the button has gone.
  })
  await expect(live).toBeVisible()
  // Everything the page sends from here on: what the visitor types must be in none of it.
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
  return { region, sent, errors }
}

/** What a dark panel's code block says, as plain text: the innermost box holding both its title and its code. */
const panelText = (page: Page, title: string) =>
  page.locator('div', { has: page.getByText(title, { exact: true }) }).filter({ has: page.locator('pre') }).last().locator('pre').first().innerText()

test.describe('products to try @desktop', () => {
  test('Card Collection: typing a card and paying yields a token; the page never receives the number', async ({ page }) => {
    const { region, sent, errors } = await openPlayground(page, '/products/card-collection', 'Card form playground')
    const form = region.getByRole('form', { name: 'Card details, in Cipherwell’s secure fields' })
    await form.getByLabel('Card number').pressSequentially('4242424242424242')
    await form.getByLabel('Expiry').pressSequentially('1234')
    await form.getByLabel('Security code').pressSequentially('123')
    await form.getByRole('button', { name: 'Pay €89.00' }).click()
    const received = region.getByText('a token, no card')
    await expect(received).toBeVisible()
    const body = await panelText(page, 'Your page receives')
    expect(body).toMatch(/"token":\s*"tok_[A-Za-z0-9]+"/)
    expect(body).toContain('"last4": "4242"')
    expect(body.replace(/\s/g, '')).not.toContain('4242424242424242')
    // The theme controls restyle the fields.
    const radius = region.getByLabel('Corner radius')
    await expect(radius).toBeVisible()
    expect(await axeProblems(page, '/products/card-collection')).toEqual([])
    expect(sent.filter((request) => request.includes('4242424242424242') || request.includes('4242 4242'))).toEqual([])
    expect(errors).toEqual([])
  })

  test('BIN Lookup: the answer for typed digits is the shipped table’s row; unknown digits say so', async ({ page }) => {
    const { region, sent, errors } = await openPlayground(page, '/products/bin-lookup', 'BIN lookup playground')
    const field = region.getByLabel('A card’s first 6 to 8 digits')
    await field.fill('42424201')
    const expected = binResponse(lookupBin('42424201'))!
    expect(expected.status).toBe('200 OK')
    await expect(region.getByText('GET /v1/bins/42424201')).toBeVisible()
    await expect(region.getByText('200 OK', { exact: true })).toBeVisible()
    const answer = JSON.parse(expected.body) as Record<string, unknown>
    const shown = (await panelText(page, 'GET /v1/bins/42424201')).replace(/\s+/g, ' ')
    for (const [key, value] of Object.entries(answer)) {
      expect(shown, key).toContain(`"${key}": ${JSON.stringify(value)}`)
    }
    await field.fill('999999')
    await expect(region.getByText('404 Not Found', { exact: true })).toBeVisible()
    expect(await axeProblems(page, '/products/bin-lookup')).toEqual([])
    // The typed digits as a number of their own: Sentry's performance reports carry timestamps and
    // sampling figures whose decimals can hold "999999" (one such report failed this check).
    const typed = /(?<![\d.])(?:42424201|999999)(?!\d)/
    expect(sent.filter((request) => typed.test(request))).toEqual([])
    expect(errors).toEqual([])
  })

  test('Relay: the request arrives at "your API" with card number and CVC as tokens; the vault holds them', async ({
    page,
  }) => {
    const { region, sent, errors } = await openPlayground(page, '/products/relay', 'Relay playground')
    await region.getByRole('button', { name: 'Send through Relay' }).click()
    const received = (await panelText(page, 'POST /v1/checkout · received')).replace(/\s+/g, ' ')
    expect(received).not.toContain('4242424242424242')
    expect(received).not.toContain('"cvc": "123"')
    expect(received).toMatch(/"number": "424242\d{6}4242"/)
    expect(received).toContain('"email": "ada@example.com"')
    expect(await axeProblems(page, '/products/relay')).toEqual([])
    expect(sent.filter((request) => request.includes('4242424242424242') || request.includes('ada@example.com'))).toEqual([])
    expect(errors).toEqual([])
  })
})
