import { expect, test, type BrowserContext, type Page } from '@playwright/test'

import { gotoIntegrationsReady } from './helpers/thirdParties'

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
const storedUtms = (page: Page) => page.evaluate(() => window.localStorage.getItem('utms'))
const utmCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'cipherwell_utm')
const decoded = (value: string) => Buffer.from(value, 'base64').toString('utf8')

const CAMPAIGN =
  '?utm_source=newsletter&utm_medium=email&utm_campaign=pci-4&utm_term=vault&utm_content=hero&gclid=g-123'
const CAMPAIGN_STRING =
  'utm_source=newsletter&utm_medium=email&utm_campaign=pci-4&utm_term=vault&utm_content=hero&gclid=g-123'
const DIRECT = 'utm_source=direct&utm_medium=direct&utm_campaign=direct&utm_term=direct&utm_content=direct'

test.describe('attribution where consent is the default @desktop', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('a campaign landing is stored as the utms record and in a 14-day Lax cookie, base64', async ({
    page,
    context,
  }) => {
    await gotoIntegrationsReady(page, `/pricing${CAMPAIGN}`)
    expect(JSON.parse((await storedUtms(page))!)).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'pci-4',
      utmTerm: 'vault',
      utmContent: 'hero',
      gclid: 'g-123',
    })
    const cookie = await utmCookie(context)
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false })
    // Secure is set on https only; this server is plain http (see tests/unit/utmCookie.test.ts).
    expect(decoded(cookie!.value)).toBe(CAMPAIGN_STRING)
    const lifetime = cookie!.expires * 1000 - Date.now()
    expect(lifetime).toBeGreaterThan(13.9 * 24 * 3600 * 1000)
    expect(lifetime).toBeLessThan(14.1 * 24 * 3600 * 1000)

    // A page load inside the visit (our own page as referrer) is not a new visit: the campaign stays.
    await page.goto('/blog', { referer: page.url() })
    await page.locator('html[data-integrations-ready]').waitFor({ state: 'attached' })
    expect(decoded((await utmCookie(context))!.value)).toBe(CAMPAIGN_STRING)
  })

  test("a later visit without UTM parameters is 'direct' in the cookie; the record keeps its own 14 days", async ({
    page,
    context,
  }) => {
    await gotoIntegrationsReady(page, `/pricing${CAMPAIGN}`)
    const expires = Number(await page.evaluate(() => window.localStorage.getItem('utms-expires')))
    expect(Math.abs(expires - (Date.now() + 14 * 24 * 3600 * 1000))).toBeLessThan(60_000)

    await page.goto('/', { referer: 'https://www.google.com/' })
    await page.locator('html[data-integrations-ready]').waitFor({ state: 'attached' })
    expect(decoded((await utmCookie(context))!.value)).toBe(`${DIRECT}&referrer=www.google.com`)
    expect(JSON.parse((await storedUtms(page))!)).toMatchObject({ utmCampaign: 'pci-4' })

    // Once its 14 days are over, forms no longer see the record: it is removed on the next read.
    await page.evaluate(() => window.localStorage.setItem('utms-expires', String(Date.now() - 1)))
    await page.reload()
    await page.locator('html[data-integrations-ready]').waitFor({ state: 'attached' })
    await expect.poll(() => storedUtms(page)).toBeNull()
  })

  test("without UTM parameters every field is 'direct', and the referrer's host and path are appended", async ({
    page,
    context,
  }) => {
    await page.goto('/', { referer: 'https://news.example.org/item/42?id=1' })
    await page.locator('html[data-integrations-ready]').waitFor({ state: 'attached' })
    expect(decoded((await utmCookie(context))!.value)).toBe(`${DIRECT}&referrer=news.example.org%2Fitem%2F42`)
    expect(await storedUtms(page)).toBeNull()
  })

  test('a direct visit without a referrer is all direct', async ({ page, context }) => {
    await gotoIntegrationsReady(page, '/')
    expect(decoded((await utmCookie(context))!.value)).toBe(DIRECT)
  })

  test('a corrupted stored record is removed, with the parse error logged', async ({ page }) => {
    // Top frame only: the error reporter makes a hidden same-origin iframe (to reach the
    // native fetch), and an init script there would store the corrupt value again.
    await page.addInitScript(() => {
      if (window === window.top) localStorage.setItem('utms', '{"utmSource": 42')
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await gotoIntegrationsReady(page, '/')
    await expect
      .poll(() => errors.some((text) => text.startsWith('Error parsing UTM params from session storage:')))
      .toBe(true)
    expect(await storedUtms(page)).toBeNull()
  })
})

test.describe('attribution before consent in Europe @desktop', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('stays in localStorage while pending or rejected; the cookie comes with Accept', async ({ page, context }) => {
    await gotoIntegrationsReady(page, `/${CAMPAIGN}`)
    expect(await storedUtms(page)).not.toBeNull()
    expect(await utmCookie(context)).toBeUndefined()

    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(async () => (await utmCookie(context))?.value).toBeDefined()
    expect(decoded((await utmCookie(context))!.value)).toBe(CAMPAIGN_STRING)
  })

  test('Reject keeps the record in localStorage only', async ({ page, context }) => {
    await gotoIntegrationsReady(page, `/${CAMPAIGN}`)
    await banner(page).getByRole('button', { name: 'Reject' }).click()
    await gotoIntegrationsReady(page, '/pricing')
    expect(await storedUtms(page)).not.toBeNull()
    expect(await utmCookie(context)).toBeUndefined()
  })
})
