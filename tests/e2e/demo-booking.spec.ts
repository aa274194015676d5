import { gotoWithOverlays } from './helpers/overlays'
import { expect, test, type Page } from '@playwright/test'

import { fakeCalendly } from './helpers/fakeCalendly'
import { axeProblems } from './helpers/axe'

/** CALENDLY_URL's default: the test server configures none. */
const CALENDLY_URL = 'https://calendly.com/cipherwell/demo'
const UTMS = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring-demo' }

const modal = (page: Page) => page.getByRole('dialog', { name: 'Book a demo' })
const scheduler = (page: Page) => modal(page).getByTestId('fake-calendly')
/**
 * The widget shows once its script has loaded (served by the test process through route
 * interception) and started: under the route sweeps' load that took just over 10 s once.
 */
const expectWidget = expect.configure({ timeout: 20_000 })

const gotoHydrated = gotoWithOverlays

const bookDemo = (page: Page, email: string) =>
  page.evaluate((email) => window.dispatchEvent(new CustomEvent('cipherwell:book-demo', { detail: { email } })), email)

/** Answers POST /api/demo here, keeping each body, so the tests never depend on (or rate-limit) the real endpoint. */
async function recordDemoRequests(page: Page) {
  const bodies: unknown[] = []
  await page.route('**/api/demo', async (route) => {
    bodies.push(route.request().postDataJSON())
    await route.fulfill({ status: 200, json: { ok: true } })
  })
  return bodies
}

const demoTracks = (page: Page) =>
  page.evaluate(() =>
    (window.__cipherwellAnalytics ?? []).filter(
      (call) => call.type === 'track' && call.event === 'started_demo_booking',
    ),
  )

test.describe('demo-booking modal', () => {
  test('the home hero opens it; a spinner shows until the widget script has loaded', async ({ page }) => {
    const calendly = await fakeCalendly(page, { held: true })
    await recordDemoRequests(page)
    await gotoHydrated(page, '/')
    await page.getByLabel('Work email').fill('ada@fintech.example')
    await page.getByRole('button', { name: 'Book a demo' }).click()
    await expect(modal(page)).toBeVisible()
    await expect(modal(page).getByRole('status')).toHaveText('Loading the scheduler…')
    expect(await calendly.inits()).toEqual([])
    calendly.release()
    await expectWidget(scheduler(page)).toHaveText('Scheduler for ada@fintech.example')
    await expect(modal(page).getByRole('status')).toHaveCount(0)
  })

  test('embeds the configured scheduling link in the brand colour, without the GDPR banner, email prefilled', async ({
    page,
  }) => {
    const calendly = await fakeCalendly(page)
    await recordDemoRequests(page)
    await gotoHydrated(page, '/pricing')
    await bookDemo(page, 'ada@fintech.example')
    await expectWidget(scheduler(page)).toBeVisible()
    const [init, ...others] = await calendly.inits()
    expect(others).toEqual([])
    expect(init).toMatchObject({ prefill: { email: 'ada@fintech.example' }, parentIsElement: true })
    const url = new URL(init!.url)
    expect(url.origin + url.pathname).toBe(CALENDLY_URL)
    expect(url.searchParams.get('hide_gdpr_banner')).toBe('1')
    expect(url.searchParams.get('primary_color')).toBe('5443e6')
    expect(calendly.requests).toEqual(['https://assets.calendly.com/assets/external/widget.js'])
  })

  test('initialises once per email: the same email re-uses the widget, another starts a new one', async ({ page }) => {
    const calendly = await fakeCalendly(page)
    const requests = await recordDemoRequests(page)
    await gotoHydrated(page, '/')
    await bookDemo(page, 'ada@fintech.example')
    await expectWidget(scheduler(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal(page)).toHaveCount(0)

    await bookDemo(page, 'ada@fintech.example')
    await expectWidget(scheduler(page)).toHaveText('Scheduler for ada@fintech.example')
    expect(await calendly.inits()).toHaveLength(1)
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await expect(modal(page)).toHaveCount(0)

    await bookDemo(page, 'grace@bank.example')
    await expectWidget(scheduler(page)).toHaveText('Scheduler for grace@bank.example')
    const inits = await calendly.inits()
    expect(inits.map((init) => init.prefill?.email)).toEqual(['ada@fintech.example', 'grace@bank.example'])
    expect(calendly.requests).toHaveLength(1)
    await expect.poll(() => requests.length).toBe(2)
    await expect.poll(async () => (await demoTracks(page)).length).toBe(2)

    // A, B, then A again: A's widget comes back as it was, with no second request or event.
    await page.keyboard.press('Escape')
    await expect(modal(page)).toHaveCount(0)
    await bookDemo(page, 'ada@fintech.example')
    await expectWidget(scheduler(page)).toHaveText('Scheduler for ada@fintech.example')
    expect((await calendly.inits()).map((init) => init.prefill?.email)).toEqual([
      'ada@fintech.example',
      'grace@bank.example',
    ])
    // Give a second request or event the time it would need to show before checking there is none.
    await page.waitForTimeout(500)
    expect(requests).toHaveLength(2)
    expect(await demoTracks(page)).toHaveLength(2)
  })

  test('sends {email, utms} to /api/demo and tracks started_demo_booking with the page topic', async ({ page }) => {
    await fakeCalendly(page)
    const requests = await recordDemoRequests(page)
    await gotoHydrated(page, '/?topic=pci-compliance')
    // Stored once the page has loaded, so the attribution code's own first-visit handling cannot replace it.
    await page.evaluate((utms) => window.localStorage.setItem('utms', JSON.stringify(utms)), UTMS)
    await bookDemo(page, 'ada@fintech.example')
    await expectWidget(scheduler(page)).toBeVisible()
    await expect.poll(() => requests).toEqual([{ email: 'ada@fintech.example', utms: UTMS }])
    expect(await demoTracks(page)).toEqual([
      { type: 'track', event: 'started_demo_booking', properties: { topic: 'pci-compliance', attribution: UTMS } },
    ])
  })

  test('a failing endpoint does not stop the booking', async ({ page }) => {
    await fakeCalendly(page)
    await page.route('**/api/demo', (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }))
    await gotoHydrated(page, '/')
    await bookDemo(page, 'ada@fintech.example')
    await expectWidget(scheduler(page)).toBeVisible()
  })

  test('when the widget script cannot load, the modal links to Calendly instead', async ({ page }) => {
    await fakeCalendly(page, { fail: true })
    await recordDemoRequests(page)
    await gotoHydrated(page, '/')
    await bookDemo(page, 'ada@fintech.example')
    await expect(modal(page).getByRole('alert')).toContainText('The scheduler could not be loaded.')
    const link = modal(page).getByRole('link', { name: 'Book your demo on Calendly' })
    await expect(link).toHaveAttribute('href', new RegExp(`^${CALENDLY_URL}\\?`))
    await expect(modal(page).getByRole('status')).toHaveCount(0)
  })

  test('Escape and a click outside close it; focus returns to the hero', async ({ page }) => {
    await fakeCalendly(page)
    await recordDemoRequests(page)
    await gotoHydrated(page, '/')
    const book = page.getByRole('button', { name: 'Book a demo' })
    await page.getByLabel('Work email').fill('ada@fintech.example')
    await book.click()
    await expectWidget(scheduler(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal(page)).toHaveCount(0)
    await expect(book).toBeFocused()

    await book.click()
    await expect(modal(page)).toBeVisible()
    await page.mouse.click(4, 4)
    await expect(modal(page)).toHaveCount(0)
  })

  test('the open modal has no axe violations', async ({ page }) => {
    await fakeCalendly(page)
    await recordDemoRequests(page)
    await gotoHydrated(page, '/')
    await bookDemo(page, 'ada@fintech.example')
    await expectWidget(scheduler(page)).toBeVisible()
    expect(await axeProblems(page, 'dialog', { include: '[role="dialog"]' })).toEqual([])
  })
})
