import { gotoWithOverlays } from './helpers/overlays'
import { expect, test, type Page } from '@playwright/test'

import { mainNav, openDropdown } from './helpers/nav'
import { axeProblems } from './helpers/axe'

const DETAIL = {
  icon: 'sparkle',
  title: 'Vault Insights',
  text: 'Be among the first to try Vault Insights.',
  topic: 'vault-insights',
}
const FIELDS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  email: 'ada@fintech.example',
  message: 'Please scan us first.',
}
const UTMS = { utmSource: 'newsletter', utmCampaign: 'asv-launch', gclid: 'g-123' }

const dialog = (page: Page, name = DETAIL.title) => page.getByRole('dialog', { name })
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true })
const registerButton = (page: Page) => dialog(page).getByRole('button', { name: 'Register' })

const gotoHydrated = gotoWithOverlays

/** A button on the page that opens the dialog the way the nav's items do, to see focus come back to it. */
async function addOpener(page: Page) {
  await page.evaluate((detail) => {
    const opener = document.createElement('button')
    opener.type = 'button'
    opener.textContent = 'Join the waitlist'
    opener.addEventListener('click', () =>
      window.dispatchEvent(new CustomEvent('cipherwell:register-interest', { detail })),
    )
    document.querySelector('main')!.prepend(opener)
  }, DETAIL)
  return page.getByRole('button', { name: 'Join the waitlist' })
}

const openRegisterInterest = (page: Page) =>
  page.evaluate((detail) => window.dispatchEvent(new CustomEvent('cipherwell:register-interest', { detail })), DETAIL)

async function fill(page: Page, fields: Partial<typeof FIELDS> = FIELDS) {
  if (fields.firstName !== undefined) await field(page, 'First name').fill(fields.firstName)
  if (fields.lastName !== undefined) await field(page, 'Last name').fill(fields.lastName)
  if (fields.company !== undefined) await field(page, 'Company').fill(fields.company)
  if (fields.email !== undefined) await field(page, 'Email').fill(fields.email)
  if (fields.message !== undefined) await field(page, 'Message (optional)').fill(fields.message)
}

/**
 * Answers POST /api/beta-signup here, keeping each body; with `held`, each answer waits for
 * `release()` so the submitting state can be seen.
 */
async function recordSignups(page: Page, { held = false } = {}) {
  let release = () => {}
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  const bodies: unknown[] = []
  await page.route('**/api/beta-signup', async (route) => {
    bodies.push(route.request().postDataJSON())
    await released
    await route.fulfill({ status: 200, json: { ok: true } })
  })
  return { bodies, release: () => release() }
}

test.describe('register-interest dialog', () => {
  test('the nav’s ASV Scanning item opens it, sliding in sideways @desktop', async ({ page }) => {
    await gotoHydrated(page, '/')
    await (await openDropdown(page, 'Products')).getByRole('button', { name: /ASV Scanning/ }).click()
    const asv = dialog(page, 'ASV Scanning')
    await expect(asv).toBeVisible()
    await expect(asv).toHaveAccessibleDescription(/vulnerabilities.*waitlist/i)
    await expect(asv).toHaveAttribute('data-motion-axis', 'x')
    // The item's icon, beside the title (the × has an icon of its own).
    await expect(asv.getByTestId('register-interest-icon').locator('svg[aria-hidden="true"]')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(asv).toHaveCount(0)
    // The dropdown that held the item closed when the dialog took focus: focus goes back to the nav.
    await expect(mainNav(page).locator(':focus')).toHaveAccessibleName(/^(Products|ASV Scanning)/)
  })

  test('the mobile menu’s ASV Scanning item opens it, sliding in vertically @mobile', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByTestId('mobile-nav-toggle').click()
    await page.getByTestId('mobile-nav').getByRole('button', { name: 'Products' }).click()
    await page
      .getByTestId('mobile-submenu')
      .getByRole('button', { name: /ASV Scanning/ })
      .click()
    const asv = dialog(page, 'ASV Scanning')
    await expect(asv).toBeVisible()
    await expect(asv).toHaveAttribute('data-motion-axis', 'y')
    await asv.getByRole('button', { name: 'No Thanks' }).click()
    await expect(asv).toHaveCount(0)
    // The menu closed behind the dialog, so focus returns to its hamburger.
    await expect(page.getByTestId('mobile-nav-toggle')).toBeFocused()
  })

  test('a dispatched event opens it with that icon, title, text and an empty form; Register starts disabled', async ({
    page,
  }) => {
    await gotoHydrated(page, '/pricing')
    await openRegisterInterest(page)
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toHaveAccessibleDescription(DETAIL.text)
    await expect(field(page, 'First name')).toBeFocused()
    for (const label of ['First name', 'Last name', 'Company', 'Email', 'Message (optional)']) {
      await expect(field(page, label)).toHaveValue('')
    }
    await expect(registerButton(page)).toBeDisabled()
    await expect(dialog(page).getByRole('button', { name: 'No Thanks' })).toBeEnabled()
  })

  test('validation messages appear on their fields as the visitor types; Register enables only when all are valid', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    await openRegisterInterest(page)
    const cases = [
      ['First name', 'Please enter your first name'],
      ['Last name', 'Please enter your last name'],
      ['Company', 'Please enter your company name'],
    ] as const
    for (const [label, message] of cases) {
      await field(page, label).fill('x')
      await field(page, label).fill('   ')
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, label)).toHaveAccessibleDescription(message)
    }
    await field(page, 'Email').fill('not-an-email')
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(dialog(page).getByRole('alert')).toHaveText([
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your company name',
      'Please enter a valid email address',
    ])
    await expect(registerButton(page)).toBeDisabled()

    await fill(page, { ...FIELDS, message: undefined })
    await expect(dialog(page).getByRole('alert')).toHaveCount(0)
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(registerButton(page)).toBeEnabled()
    await field(page, 'Email').fill('ada@')
    await expect(registerButton(page)).toBeDisabled()
  })

  test('Register sends topic, fields and attribution, stays disabled while sending, identifies, then thanks', async ({
    page,
  }) => {
    const signups = await recordSignups(page, { held: true })
    await gotoHydrated(page, '/')
    await page.evaluate((utms) => window.localStorage.setItem('utms', JSON.stringify(utms)), UTMS)
    await openRegisterInterest(page)
    await fill(page)
    await registerButton(page).click()
    await expect.poll(() => signups.bodies.length).toBe(1)
    await expect(registerButton(page)).toBeDisabled()
    expect(signups.bodies[0]).toEqual({ ...FIELDS, topic: DETAIL.topic, ...UTMS, website: '' })

    signups.release()
    await expect(page).toHaveURL('/contact/thank-you')
    await expect(dialog(page)).toHaveCount(0)
    const identifies = await page.evaluate(() =>
      (window.__cipherwellAnalytics ?? []).filter((call) => call.type === 'identify'),
    )
    expect(identifies).toEqual([{ type: 'identify', traits: { email: FIELDS.email } }])
  })

  test('the optional message may stay empty; fields are sent trimmed', async ({ page }) => {
    const signups = await recordSignups(page)
    await gotoHydrated(page, '/')
    await openRegisterInterest(page)
    await fill(page, { ...FIELDS, firstName: '  Ada ', message: undefined })
    await registerButton(page).click()
    await expect(page).toHaveURL('/contact/thank-you')
    expect(signups.bodies[0]).toMatchObject({ firstName: 'Ada', message: '', topic: DETAIL.topic })
  })

  test('an answer with an error status is not read: the visitor is still identified and thanked', async ({ page }) => {
    await page.route('**/api/beta-signup', (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }))
    await gotoHydrated(page, '/pricing')
    await openRegisterInterest(page)
    await fill(page)
    await registerButton(page).click()
    await expect(page).toHaveURL('/contact/thank-you')
    const identifies = await page.evaluate(() =>
      (window.__cipherwellAnalytics ?? []).filter((call) => call.type === 'identify'),
    )
    expect(identifies).toEqual([{ type: 'identify', traits: { email: FIELDS.email } }])
  })

  test('when no answer arrives, the dialog stays open with the input and Register enables again', async ({ page }) => {
    await page.route('**/api/beta-signup', (route) => route.abort('connectionrefused'))
    await gotoHydrated(page, '/pricing')
    await openRegisterInterest(page)
    await fill(page)
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/beta-signup'))
    await registerButton(page).click()
    await failed
    await expect(registerButton(page)).toBeEnabled()
    await expect(dialog(page)).toBeVisible()
    await expect(field(page, 'Company')).toHaveValue(FIELDS.company)
    await expect(page).toHaveURL('/pricing')
    expect(await page.evaluate(() => window.__cipherwellAnalytics ?? [])).toEqual([])
  })

  test('No Thanks, Escape and a click outside close it, and focus returns to the opener', async ({ page }) => {
    await gotoHydrated(page, '/')
    const opener = await addOpener(page)

    await opener.click()
    await dialog(page).getByRole('button', { name: 'No Thanks' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(opener).toBeFocused()

    await opener.click()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(opener).toBeFocused()

    await opener.click()
    await expect(dialog(page)).toBeVisible()
    await page.mouse.click(4, 4)
    await expect(dialog(page)).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test('its × closes it, and focus returns to the opener', async ({ page }) => {
    await gotoHydrated(page, '/')
    const opener = await addOpener(page)
    await opener.click()
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test('says why Register is disabled while it is, and no longer once the form is complete', async ({ page }) => {
    await gotoHydrated(page, '/')
    await openRegisterInterest(page)
    const reason = 'Register becomes available once every required field is filled in.'
    await expect(registerButton(page)).toBeDisabled()
    await expect(registerButton(page)).toHaveAccessibleDescription(reason)
    await expect(dialog(page).getByText(reason, { exact: true })).toBeVisible()
    await fill(page, { ...FIELDS, email: 'not-an-address' })
    await expect(registerButton(page)).toHaveAccessibleDescription(reason)
    await fill(page, { email: FIELDS.email })
    await expect(registerButton(page)).toBeEnabled()
    await expect(registerButton(page)).toHaveAccessibleDescription('')
    await expect(dialog(page).getByText(reason, { exact: true })).toHaveCount(0)
  })

  test('focus stays inside the open dialog', async ({ page }) => {
    await gotoHydrated(page, '/')
    await openRegisterInterest(page)
    await expect(field(page, 'First name')).toBeFocused()
    for (let step = 0; step < 8; step++) await page.keyboard.press('Tab')
    await expect(dialog(page).locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Shift+Tab')
    await expect(dialog(page).locator(':focus')).toHaveCount(1)
  })

  test('a re-opened dialog starts from an empty form', async ({ page }) => {
    await gotoHydrated(page, '/')
    await openRegisterInterest(page)
    await field(page, 'Company').fill('Analytical Engines')
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await openRegisterInterest(page)
    await expect(field(page, 'Company')).toHaveValue('')
  })

  test('the open dialog, messages showing, has no axe violations', async ({ page }) => {
    await gotoHydrated(page, '/')
    await openRegisterInterest(page)
    await field(page, 'Email').fill('not-an-email')
    await expect(dialog(page).getByRole('alert')).toHaveText('Please enter a valid email address')
    expect(await axeProblems(page, 'dialog', { include: '[role="dialog"]' })).toEqual([])
  })
})
