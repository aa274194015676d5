import { gotoWithOverlays } from './helpers/overlays'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { FAKE_HCAPTCHA_TOKEN, fakeHcaptcha, fakeHcaptchaCalls } from './helpers/fakeHcaptcha'
import { axeProblems } from './helpers/axe'

const TITLE = 'Send us a Message'
const TEXT = 'One of our security experts will get in touch as soon as possible.'
const UTMS = {
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'pci-4',
  utmTerm: 'tokenization',
  utmContent: 'footer-cta',
  gclid: 'gclid-123',
}
const VISITOR = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  textField: 'We store card numbers.',
}

const drawer = (page: Page, name = TITLE) => page.getByRole('dialog', { name })
const headerContactLink = (page: Page) =>
  page.getByTestId('site-header').getByRole('link', { name: 'Talk to an Expert' })
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true })

async function openFromHeader(page: Page, path = '/pricing') {
  await gotoWithOverlays(page, path)
  await headerContactLink(page).click()
  await expect(drawer(page)).toBeVisible()
  return drawer(page)
}

async function fill(scope: Locator, values: Partial<typeof VISITOR> = VISITOR) {
  if (values.firstName !== undefined) await field(scope, 'First name').fill(values.firstName)
  if (values.lastName !== undefined) await field(scope, 'Last name').fill(values.lastName)
  if (values.email !== undefined) await field(scope, 'Work email').fill(values.email)
  if (values.textField !== undefined) await field(scope, 'Message').fill(values.textField)
}

/** Wait until the fake captcha has rendered, so a submit finds it ready. */
async function captchaReady(page: Page) {
  await expect.poll(async () => (await fakeHcaptchaCalls(page)).renders).toBe(1)
}

type SalesAnswer = { status: number; body: unknown; headers?: Record<string, string> } | 'abort'

/** Answer POST /api/salesForm in turn with `answers` (the last one repeats); returns the bodies sent. */
async function answerSalesForm(page: Page, ...answers: SalesAnswer[]) {
  const bodies: unknown[] = []
  await page.route('**/api/salesForm', async (route) => {
    bodies.push(route.request().postDataJSON())
    const answer = answers[Math.min(bodies.length, answers.length) - 1] ?? { status: 200, body: { id: 1 } }
    if (answer === 'abort') return route.abort('failed')
    return route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: answer.headers,
      body: JSON.stringify(answer.body),
    })
  })
  return bodies
}

/** The analytics calls a sales submit makes, in order (other features may record their own). */
const salesAnalytics = (page: Page) =>
  page.evaluate(() =>
    (
      (window as unknown as { __cipherwellAnalytics?: { type: string; event?: string }[] }).__cipherwellAnalytics ?? []
    ).filter((call) => call.type === 'identify' || call.event === 'submit_sales_contact_form'),
  )

test.describe('sales contact drawer', () => {
  test.beforeEach(async ({ page }) => {
    await fakeHcaptcha(page)
  })

  test('Talk to an Expert in the header opens the drawer in place @desktop', async ({ page }) => {
    const sales = await openFromHeader(page)
    await expect(page).toHaveURL('/pricing')
    await expect(sales.getByRole('heading', { name: TITLE })).toBeVisible()
    await expect(sales).toHaveAccessibleDescription(TEXT)
    await expect(field(sales, 'First name')).toBeFocused()
    for (const label of ['First name', 'Last name', 'Work email', 'Message'])
      await expect(field(sales, label)).toBeVisible()
  })

  test('Talk to an Expert in the mobile menu opens a full-width drawer @mobile', async ({ page }) => {
    await gotoWithOverlays(page, '/pricing')
    await page.getByTestId('mobile-nav-toggle').click()
    await page.getByTestId('mobile-nav').getByRole('link', { name: 'Talk to an Expert' }).click()
    await expect(drawer(page)).toBeVisible()
    await expect(page).toHaveURL('/pricing')
    await expect(page.getByTestId('mobile-nav')).toHaveCount(0)
    // Measured once the 0.3 s slide has settled: mid-slide the transform leaves a sub-pixel width.
    const widths = () =>
      page.getByTestId('sales-drawer').evaluate((panel) => ({
        panel: panel.getBoundingClientRect().width,
        viewport: document.documentElement.clientWidth,
      }))
    await expect
      .poll(async () => {
        const { panel, viewport } = await widths()
        return panel === viewport
      })
      .toBe(true)
  })

  test('from 1200 px the drawer widens: who answers, how fast and a few customers sit beside the form @desktop', async ({
    page,
  }) => {
    const sales = await openFromHeader(page)
    const next = sales.getByRole('heading', { level: 3, name: 'What happens next' })
    await expect(next).toBeVisible()
    await expect(sales.getByText('A solutions engineer, not a call centre')).toBeVisible()
    await expect(sales.getByText('A reply within one business day')).toBeVisible()
    await expect(sales.getByRole('heading', { level: 3, name: 'Trusted by teams at' })).toBeVisible()
    await expect(sales.getByRole('listitem').filter({ hasText: 'Quaystone Payments' })).toHaveCount(1)
    // Settled after the slide: the column starts right of the form's fields, level with the first.
    await expect
      .poll(async () => {
        const [column, first, message] = await Promise.all([
          next.boundingBox(),
          field(sales, 'First name').boundingBox(),
          field(sales, 'Message').boundingBox(),
        ])
        return column!.x > Math.max(first!.x + first!.width, message!.x + message!.width) && column!.y < message!.y
      })
      .toBe(true)
    // Beside it, not instead of it: the spec's words and the focus on the first field stay.
    await expect(sales).toHaveAccessibleDescription(TEXT)
    await expect(field(sales, 'First name')).toBeFocused()
  })

  test('on a phone the reassurance follows the form, which still opens on its first field @mobile', async ({ page }) => {
    await gotoWithOverlays(page, '/pricing')
    await page.getByTestId('mobile-nav-toggle').click()
    await page.getByTestId('mobile-nav').getByRole('link', { name: 'Talk to an Expert' }).click()
    const sales = drawer(page)
    await expect(sales).toBeVisible()
    await expect(field(sales, 'First name')).toBeInViewport()
    const [send, next] = await Promise.all([
      sales.getByRole('button', { name: 'Send message' }).boundingBox(),
      sales.getByRole('heading', { level: 3, name: 'What happens next' }).boundingBox(),
    ])
    expect(next!.y).toBeGreaterThan(send!.y + send!.height)
  })

  test('any link to /contact opens the drawer, such as the footer link', async ({ page }) => {
    await gotoWithOverlays(page, '/pricing')
    await page.getByTestId('site-footer').getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(drawer(page)).toBeVisible()
    await expect(page).toHaveURL('/pricing')
  })

  test('modified clicks still open the contact page as a link @desktop', async ({ page, context }) => {
    await gotoWithOverlays(page, '/pricing')
    const opened = context.waitForEvent('page')
    await headerContactLink(page).click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    // A new tab starts at about:blank and can report its load before it has navigated: wait for the address.
    await expect(tab).toHaveURL((url) => url.pathname === '/contact')
    await expect(drawer(page)).toHaveCount(0)
  })

  test('Escape and a click on the overlay close it; focus goes back to the link @desktop', async ({ page }) => {
    await gotoWithOverlays(page, '/pricing')
    const link = headerContactLink(page)
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(drawer(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer(page)).toHaveCount(0)
    await expect(link).toBeFocused()

    await link.click()
    await expect(drawer(page)).toBeVisible()
    await page.mouse.click(40, 400)
    await expect(drawer(page)).toHaveCount(0)
    await expect(link).toBeFocused()
    await expect(page).toHaveURL('/pricing')
  })

  test('the close button closes it @desktop', async ({ page }) => {
    const sales = await openFromHeader(page)
    await sales.getByRole('button', { name: 'Close' }).click()
    await expect(drawer(page)).toHaveCount(0)
  })

  test('shows the field message on every empty field and for an invalid email, and sends nothing @desktop', async ({
    page,
  }) => {
    const bodies = await answerSalesForm(page)
    const sales = await openFromHeader(page)
    await sales.getByRole('button', { name: 'Send message' }).click()
    const messages = {
      'First name': 'Please enter your first name',
      'Last name': 'Please enter your last name',
      'Work email': 'Please enter your work email address',
      Message: 'Please enter a message',
    }
    for (const [label, message] of Object.entries(messages)) {
      await expect(field(sales, label)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(sales, label)).toHaveAccessibleDescription(message)
      await expect(sales.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(field(sales, 'First name')).toBeFocused()

    await fill(sales, { ...VISITOR, email: 'ada@example' })
    await sales.getByRole('button', { name: 'Send message' }).click()
    await expect(field(sales, 'Work email')).toHaveAccessibleDescription('Please enter a valid work email address')
    await expect(field(sales, 'First name')).toHaveAttribute('aria-invalid', 'false')
    await expect(sales.getByText('Please enter your first name')).toHaveCount(0)
    expect(bodies).toHaveLength(0)
  })

  test('server field errors appear on their fields and the captcha is kept @desktop', async ({ page }) => {
    const bodies = await answerSalesForm(page, {
      status: 400,
      body: { errors: { email: 'Please use your company address', textField: 'Please tell us a little more' } },
    })
    const sales = await openFromHeader(page)
    await fill(sales)
    await captchaReady(page)
    await sales.getByRole('button', { name: 'Send message' }).click()
    await expect(field(sales, 'Work email')).toHaveAccessibleDescription('Please use your company address')
    await expect(field(sales, 'Work email')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(sales, 'Message')).toHaveAccessibleDescription('Please tell us a little more')
    await expect(field(sales, 'Work email')).toBeFocused()
    await expect(field(sales, 'First name')).toHaveAttribute('aria-invalid', 'false')
    expect(bodies).toHaveLength(1)
    // The invisible kind: no checkbox to tick, executed on Send.
    expect(await fakeHcaptchaCalls(page)).toMatchObject({ executes: 1, resets: 0, sizes: ['invisible'] })
    await expect(drawer(page)).toBeVisible()
    await expect(page).toHaveURL('/pricing')
  })

  test('a server message about the captcha token is shown for the whole form @desktop', async ({ page }) => {
    await answerSalesForm(page, {
      status: 400,
      body: { errors: { token: 'The captcha check failed; please try again' } },
    })
    const sales = await openFromHeader(page)
    await fill(sales)
    await captchaReady(page)
    await sales.getByRole('button', { name: 'Send message' }).click()
    await expect(sales.getByRole('alert')).toHaveText('The captcha check failed; please try again')
    expect(await fakeHcaptchaCalls(page)).toMatchObject({ resets: 0 })
  })

  test('success closes the drawer, identifies and tracks the visitor, and lands on the thank-you page @desktop', async ({
    page,
  }) => {
    await page.addInitScript((utms) => window.localStorage.setItem('utms', JSON.stringify(utms)), UTMS)
    const bodies = await answerSalesForm(page, { status: 200, body: { id: 42 } })
    const sales = await openFromHeader(page)
    await fill(sales)
    await captchaReady(page)
    await sales.getByRole('button', { name: 'Send message' }).click()

    await expect(page).toHaveURL('/contact/thank-you')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(bodies).toEqual([{ ...VISITOR, context: 'link', token: FAKE_HCAPTCHA_TOKEN, ...UTMS, website: '' }])
    const calls = await salesAnalytics(page)
    expect(calls).toEqual([
      { type: 'identify', traits: { email: VISITOR.email, firstName: VISITOR.firstName, lastName: VISITOR.lastName } },
      {
        type: 'track',
        event: 'submit_sales_contact_form',
        properties: { message: VISITOR.textField, context: 'link', attribution: UTMS },
      },
    ])
  })

  test("a link's context, topic and title reach the drawer, the request and the event @desktop", async ({ page }) => {
    const bodies = await answerSalesForm(page, { status: 200, body: { id: 7 } })
    await gotoWithOverlays(page, '/pricing')
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/contact', textContent: 'Ask about PCI' })
      Object.assign(link.dataset, { context: 'pricing-table', topic: 'pci', title: 'Talk to a PCI expert' })
      document.body.append(link)
    })
    await page.getByRole('link', { name: 'Ask about PCI' }).click()
    const sales = drawer(page, 'Talk to a PCI expert')
    await expect(sales).toBeVisible()
    await fill(sales)
    await captchaReady(page)
    await sales.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL('/contact/thank-you')
    expect(bodies[0]).toMatchObject({ context: 'pricing-table', topic: 'pci' })
    expect(await salesAnalytics(page)).toContainEqual(
      expect.objectContaining({ properties: expect.objectContaining({ context: 'pricing-table', topic: 'pci' }) }),
    )
  })

  test('a failed send resets the captcha, keeps the input and says what happened @desktop', async ({ page }) => {
    const bodies = await answerSalesForm(page, 'abort', { status: 500, body: { error: 'Internal Server Error' } })
    const sales = await openFromHeader(page)
    await fill(sales)
    await captchaReady(page)

    await sales.getByRole('button', { name: 'Send message' }).click()
    await expect.poll(async () => (await fakeHcaptchaCalls(page)).resets).toBe(1)
    await expect(sales.getByRole('alert')).toHaveText(
      'Your message was not sent: we could not reach our server. Check your connection and try again; what you typed is still here.',
    )
    await expect(field(sales, 'Work email')).toHaveAttribute('aria-invalid', 'false')

    await sales.getByRole('button', { name: 'Send message' }).click()
    await expect.poll(async () => (await fakeHcaptchaCalls(page)).resets).toBe(2)
    expect(bodies).toHaveLength(2)
    await expect(sales.getByRole('alert')).toHaveText(
      'Your message was not sent (error 500). Please try again, or write to us at sales@cipherwell.com.',
    )
    await expect(sales.getByRole('alert').getByRole('link', { name: 'sales@cipherwell.com' })).toHaveAttribute(
      'href',
      'mailto:sales@cipherwell.com',
    )
    for (const [label, value] of [
      ['First name', VISITOR.firstName],
      ['Last name', VISITOR.lastName],
      ['Work email', VISITOR.email],
      ['Message', VISITOR.textField],
    ] as const)
      await expect(field(sales, label)).toHaveValue(value)
    await expect(drawer(page)).toBeVisible()
    await expect(page).toHaveURL('/pricing')
    expect(await salesAnalytics(page)).toEqual([])
  })

  test('a rate limit says when to try again; a database outage gives the server’s own words @desktop', async ({ page }) => {
    await answerSalesForm(
      page,
      { status: 429, headers: { 'retry-after': '42' }, body: { error: 'Too many requests; please try again later' } },
      {
        status: 503,
        headers: { 'retry-after': '120' },
        body: { error: 'We could not save your request right now. Please try again in a few minutes.' },
      },
    )
    const sales = await openFromHeader(page)
    await fill(sales)
    await captchaReady(page)
    await sales.getByRole('button', { name: 'Send message' }).click()
    await expect(sales.getByRole('alert')).toHaveText(
      'Your message was not sent: too many messages came from your network just now. Please try again in 42 seconds.',
    )
    await sales.getByRole('button', { name: 'Send message' }).click()
    await expect(sales.getByRole('alert')).toHaveText(
      'Your message was not sent. We could not save your request right now. Please try again in a few minutes.',
    )
    await expect(field(sales, 'Message')).toHaveValue(VISITOR.textField)
  })

  test('the open drawer and its messages have no axe violations', async ({ page }) => {
    await gotoWithOverlays(page, '/pricing')
    await page.getByTestId('site-footer').getByRole('link', { name: 'Contact', exact: true }).click()
    const sales = drawer(page)
    await expect(sales).toBeVisible()
    await sales.getByRole('button', { name: 'Send message' }).click()
    await expect(field(sales, 'Message')).toHaveAttribute('aria-invalid', 'true')
    expect(await axeProblems(page, 'drawer')).toEqual([])
  })
})

test.describe('sales contact drawer without a captcha @desktop', () => {
  test('if the captcha never loads, the submit is aborted with an error and nothing is sent', async ({ page }) => {
    const captcha = await fakeHcaptcha(page, 'fails')
    const bodies = await answerSalesForm(page)
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    const sales = await openFromHeader(page)
    await fill(sales)
    // The library's loader asks for the script once and retries twice, then reports 'script-error'.
    await expect.poll(captcha.scriptRequests).toBe(3)
    await expect.poll(() => consoleErrors.some((text) => text.includes('script-error'))).toBe(true)

    const pageError = page.waitForEvent('pageerror')
    await sales.getByRole('button', { name: 'Send message' }).click()
    expect((await pageError).message).toContain('HCaptcha is not initialized')
    expect(bodies).toHaveLength(0)
    // The visitor is told why, and how to reach us anyway.
    await expect(sales.getByRole('alert')).toContainText('the spam check (hCaptcha) could not load')
    await expect(sales.getByRole('alert').getByRole('link', { name: 'sales@cipherwell.com' })).toHaveAttribute(
      'href',
      'mailto:sales@cipherwell.com',
    )
    await expect(field(sales, 'Message')).toHaveValue(VISITOR.textField)
    await expect(drawer(page)).toBeVisible()
    expect(captcha.scriptRequests()).toBe(3)
  })
})

test.describe('the contact page', () => {
  test('hosts the same form, which sends with its own context @desktop', async ({ page }) => {
    await fakeHcaptcha(page)
    const bodies = await answerSalesForm(page, { status: 200, body: { id: 3 } })
    await gotoWithOverlays(page, '/contact')
    const form = page.locator('main')
    await expect(form.getByRole('heading', { name: TITLE })).toBeVisible()
    await fill(form)
    await captchaReady(page)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL('/contact/thank-you')
    expect(bodies).toEqual([{ ...VISITOR, context: 'contact-page', token: FAKE_HCAPTCHA_TOKEN, website: '' }])
  })

  test('does not load the captcha until the visitor starts on the form @desktop', async ({ page }) => {
    const captcha = await fakeHcaptcha(page)
    await gotoWithOverlays(page, '/contact')
    await page.waitForLoadState('networkidle')
    expect(captcha.scriptRequests()).toBe(0)
    await field(page.locator('main'), 'First name').focus()
    await expect.poll(captcha.scriptRequests).toBe(1)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('Talk to an Expert goes to /contact, where the form is in the page @desktop', async ({ page }) => {
      await page.goto('/pricing')
      await headerContactLink(page).click()
      await expect(page).toHaveURL('/contact')
      const main = page.locator('main')
      await expect(main.getByRole('heading', { name: TITLE })).toBeVisible()
      for (const label of ['First name', 'Last name', 'Work email', 'Message'])
        await expect(field(main, label)).toBeVisible()
      await expect(main.getByRole('button', { name: 'Send message' })).toBeVisible()
      // Chromium with scripts disabled by Playwright still parses <noscript> as text, so read it as text.
      expect(await main.locator('noscript').textContent()).toContain('Sending this form needs JavaScript')
      await expect(main.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1')
    })
  })
})
