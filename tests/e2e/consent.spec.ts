import { expect, test, type BrowserContext, type Page } from '@playwright/test'

import { axeProblems } from './helpers/axe'

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

/** Open a page and wait until the consent host has decided whether to ask. */
async function gotoConsentReady(page: Page, path = '/') {
  await page.goto(path)
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' })
}

const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookie-permissions'))
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'cookie-permissions')

test.describe('cookie consent in Europe', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('asks before anything is stored, with Accept and Reject side by side and reachable by keyboard', async ({
    page,
    context,
  }) => {
    await gotoConsentReady(page)
    await expect(banner(page)).toBeVisible()
    const reject = banner(page).getByRole('button', { name: 'Reject' })
    const accept = banner(page).getByRole('button', { name: 'Accept' })
    await expect(reject).toBeVisible()
    await expect(accept).toBeVisible()
    // Equally prominent: the same size and styling, neither one a brighter call to action.
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()]
    expect(Math.abs(rejectBox!.height - acceptBox!.height)).toBeLessThan(1)
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'))
    expect(await stored(page)).toBeNull()
    expect(await consentCookie(context)).toBeUndefined()

    await accept.focus()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
    expect(await stored(page)).toBe('accepted')
  })

  test('the time zone is looked up in a worker, so loading ICU never blocks the page', async ({ page }) => {
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(worker.url()))
    await gotoConsentReady(page)
    await expect(banner(page)).toBeVisible()
    expect(workers).toHaveLength(1)
    expect(new URL(workers[0]!).origin).toBe(new URL(page.url()).origin)
    // Once a choice is stored, no lookup is needed.
    await banner(page).getByRole('button', { name: 'Reject' }).click()
    await gotoConsentReady(page, '/pricing')
    expect(workers).toHaveLength(1)
  })

  test('Accept is remembered for 365 days in localStorage and a Lax cookie', async ({ page, context }) => {
    await gotoConsentReady(page)
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    expect(await stored(page)).toBe('accepted')
    const cookie = await consentCookie(context)
    expect(cookie).toMatchObject({ value: 'accepted', sameSite: 'Lax', path: '/' })
    // Secure is set on https only; this server is plain http on 127.0.0.1 (see consentState.test.ts).
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(366 * 24 * 3600 * 1000)
    await gotoConsentReady(page, '/pricing')
    await expect(banner(page)).toBeHidden()
  })

  test('Reject is remembered across navigations, and Cookie settings reopens the choice to change it', async ({
    page,
    context,
  }) => {
    await gotoConsentReady(page)
    await banner(page).getByRole('button', { name: 'Reject' }).click()
    expect(await stored(page)).toBe('rejected')
    expect((await consentCookie(context))?.value).toBe('rejected')
    await gotoConsentReady(page, '/customers')
    await expect(banner(page)).toBeHidden()

    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click()
    await expect(banner(page)).toBeVisible()
    await expect(page).toHaveURL(/\/customers$/)
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    expect(await stored(page)).toBe('accepted')
    expect((await consentCookie(context))?.value).toBe('accepted')
  })

  test('the cookie policy has its own Cookie settings link that reopens the choice', async ({ page }) => {
    await gotoConsentReady(page, '/legal/cookies')
    await banner(page).getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('main').getByRole('link', { name: 'Cookie settings' }).click()
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    expect(await stored(page)).toBe('accepted')
  })

  test('the banner has no WCAG 2.2 A/AA violations', async ({ page }) => {
    await gotoConsentReady(page)
    await expect(banner(page)).toBeVisible()
    expect(await axeProblems(page, 'consent banner', { include: '[data-testid="consent-banner"]' })).toEqual([])
  })
})

test.describe('cookie consent elsewhere', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('starts accepted, without asking, and remembers it', async ({ page, context }) => {
    await gotoConsentReady(page)
    await expect(banner(page)).toBeHidden()
    expect(await stored(page)).toBe('accepted')
    expect((await consentCookie(context))?.value).toBe('accepted')
  })
})
