import { expect, test, type Page } from '@playwright/test'

import { E2E_INTEGRATIONS } from './helpers/server'
import { collectScripts } from './helpers/scripts'

/**
 * A string of leva's own that survives minification (the filter input's placeholder, in
 * node_modules/leva/dist/leva.esm.js): a script containing it carries leva.
 */
const LEVA_MARKER = 'Open filter with CMD+SHIFT+L'

const panel = (page: Page) => page.getByTestId('debug-panel')
const filterInput = (page: Page) => panel(page).getByPlaceholder(`[${LEVA_MARKER}]`)
/** leva hides its filter by folding the input's wrapper to 0 px (30 px when shown). */
const filterHeight = (page: Page) =>
  filterInput(page).evaluate((input) => input.parentElement!.getBoundingClientRect().height)

/** Open a page and wait until the after-hydration chunk (consent host, debug host) has run. */
async function gotoReady(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' })
}

test.describe('debug panel', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('without ?debug there is no panel and no script carrying leva', async ({ page }) => {
    const scripts = collectScripts(page)
    await gotoReady(page, '/')
    const bodies = await scripts()
    expect(bodies.length).toBeGreaterThan(0)
    expect(bodies.filter((body) => body.includes(LEVA_MARKER))).toHaveLength(0)
    await expect(panel(page)).toHaveCount(0)
  })

  test('?debug shows the panel titled Debug with the consent state and the configured integrations', async ({
    page,
  }) => {
    const scripts = collectScripts(page)
    await gotoReady(page, '/?debug')
    await expect(panel(page).getByText('Debug', { exact: true })).toBeVisible()
    // The marker is really leva's: the lazy chunk that brings the panel carries it.
    expect((await scripts()).some((body) => body.includes(LEVA_MARKER))).toBe(true)

    await expect(panel(page).getByText('accepted', { exact: true })).toBeVisible()
    for (const id of [
      E2E_INTEGRATIONS.GTM_ID,
      E2E_INTEGRATIONS.HUBSPOT_PORTAL_ID,
      E2E_INTEGRATIONS.LINKEDIN_PARTNER_ID,
      E2E_INTEGRATIONS.INTERCOM_APP_ID,
      E2E_INTEGRATIONS.SEGMENT_WRITE_KEY,
    ]) {
      await expect(panel(page).getByText(id, { exact: true })).toBeVisible()
    }
    for (const folder of ['consent', 'attribution', 'analytics', 'integrations']) {
      await expect(panel(page).getByText(folder, { exact: true })).toBeVisible()
    }
  })

  test('the analytics folder counts this page’s calls and lists each on one line', async ({ page }) => {
    await gotoReady(page, '/?debug')
    await expect(panel(page).getByText(/^\d+ calls?$/)).toBeVisible()
  })

  test('a call recorded before the panel opened is listed', async ({ page }) => {
    // The recorder appends to this array (src/features/analytics/analytics.ts), so a call put
    // there first is one of this page's calls, without driving a whole conversion flow.
    await page.addInitScript(() => {
      window.__cipherwellAnalytics = [
        { type: 'track', event: 'started_demo_booking', properties: { topic: 'e2e', attribution: {} } },
      ]
    })
    await gotoReady(page, '/?debug')
    await expect(panel(page).getByText('#1', { exact: true })).toBeVisible()
    await expect(
      panel(page).getByText('track started_demo_booking { "topic": "e2e", "attribution": {} }', { exact: true }),
    ).toBeVisible()
  })

  test('Meta+Shift+L, leva’s own shortcut, shows and hides its filter; Control+Shift+L does not', async ({ page }) => {
    await gotoReady(page, '/?debug')
    await expect(panel(page).getByText('Debug', { exact: true })).toBeVisible()
    await expect.poll(() => filterHeight(page)).toBe(0)

    // leva checks event.metaKey only (components/Leva/Filter.tsx). Had Control+Shift+L toggled
    // the filter, the Meta+Shift+L that follows would hide it again and the checks below fail.
    await page.keyboard.press('Control+Shift+L')
    await page.keyboard.press('Meta+Shift+L')
    await expect(filterInput(page)).toBeFocused()
    await expect.poll(() => filterHeight(page)).toBe(30)

    // The filter matches row labels, after leva's 250 ms debounce.
    await filterInput(page).fill('gtm')
    await expect(panel(page).getByText(E2E_INTEGRATIONS.HUBSPOT_PORTAL_ID, { exact: true })).toHaveCount(0)
    await expect(panel(page).getByText(E2E_INTEGRATIONS.GTM_ID, { exact: true })).toBeVisible()

    await page.keyboard.press('Meta+Shift+L')
    await expect(filterInput(page)).not.toBeFocused()
    await expect.poll(() => filterHeight(page)).toBe(0)
  })

  test('fits a 375 px phone: inside the viewport, nothing wider than the panel @mobile', async ({ page }) => {
    await gotoReady(page, '/?debug')
    await expect(panel(page).getByText('Debug', { exact: true })).toBeVisible()
    const fit = await panel(page)
      .locator(':scope > div')
      .evaluate((root) => {
        const box = root.getBoundingClientRect()
        const widest = Math.max(...[...root.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right))
        return { left: box.left, right: box.right, widest, scrolls: root.scrollWidth > root.clientWidth }
      })
    expect(fit.left).toBeGreaterThanOrEqual(0)
    expect(fit.right).toBeLessThanOrEqual(375)
    expect(fit.widest).toBeLessThanOrEqual(fit.right + 1)
    expect(fit.scrolls).toBe(false)
  })
})

test.describe('debug panel in Europe', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('follows the consent choice as it is made', async ({ page }) => {
    await gotoReady(page, '/?debug')
    await expect(panel(page).getByText('pending', { exact: true })).toBeVisible()
    // Keyboard, not a click: on a phone the panel may cover part of the banner.
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject' }).focus()
    await page.keyboard.press('Enter')
    await expect(panel(page).getByText('rejected', { exact: true })).toBeVisible()
  })
})
