import { expect, test, type Locator, type Page } from '@playwright/test'

import { pauseClockAhead } from './helpers/clock'
import { recordRegisterInterestEvents, registerInterestEvents } from './helpers/events'
import { BY_DATA_TYPE, CARDS, COMPLIANCE, CORE, CORE_FEATURED, RESOURCES, TOP_LEVEL, USE_CASES } from '../fixtures/spec'
import { dropdown, mainNav, openDropdown, trigger } from './helpers/nav'
import { gotoWithOverlays } from './helpers/overlays'

/** A paused fake clock once the page has hydrated, so Radix's own timers can be stepped through. */
async function gotoWithClock(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  // The error reporter and the integrations start after hydration, and the SDK wraps the
  // page's timers as it starts; under load that can come late, so the fake clock goes in
  // only once they are in place.
  await page.locator('html[data-integrations-ready][data-error-reporting-ready]').waitFor({ state: 'attached' })
  await page.clock.install()
  await pauseClockAhead(page, 1_000)
  // Session replay (consent is given in these tests) times each fetch it reads with the SDK's
  // "native" setTimeout, taken from a sandbox iframe and bound to this window, then clears it with
  // this window's clearTimeout. The fake clock is installed in every frame and each numbers its
  // timers from the same base, so those clears hit this window's timer of the same number, such as
  // Radix's 150 ms close timer, and the menu stayed open (1 run in 4 on a busy machine). Numbering
  // this window's timers from far above the sandbox's keeps the two apart.
  await page.evaluate(() => {
    for (let burned = 0; burned < 100_000; burned++) window.clearTimeout(window.setTimeout(() => {}, 0))
  })
  await page.evaluate(() => {
    const counter = window as unknown as { __pointerMoves: number }
    counter.__pointerMoves = 0
    document.addEventListener('pointermove', () => (counter.__pointerMoves += 1), { capture: true })
  })
}

const pointerMoves = (page: Page) => page.evaluate(() => (window as unknown as { __pointerMoves: number }).__pointerMoves)

/**
 * Moves the pointer onto a trigger, or away to an empty spot, and waits until the page has
 * handled the move. Chromium delivers mouse moves with the next rendered frame; on a busy
 * machine that frame can come after the test has already stepped the fake clock, and the
 * timer Radix starts on enter or leave would then never run.
 */
async function pointTo(page: Page, target: Locator | 'away') {
  const before = await pointerMoves(page)
  if (target === 'away') await page.mouse.move(1200, 700)
  else await target.hover()
  await expect.poll(() => pointerMoves(page)).toBeGreaterThan(before)
}

test.describe('desktop navigation @desktop', () => {
  test('shows the spec entries in order with their targets', async ({ page }) => {
    await page.goto('/')
    // The entries a visitor sees at this width (the compact bar's More is in the page, hidden, from 1200 px up).
    const entries = mainNav(page)
      .locator('ul')
      .first()
      .locator(':scope > li > a, :scope > li > button')
      .filter({ visible: true })
    await expect(entries).toHaveText(TOP_LEVEL)
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers')
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
    await expect(nav.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', 'https://docs.cipherwell.com')
    await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers')
    await expect(page.getByTestId('mobile-nav-toggle')).toBeHidden()
  })

  test('logo goes home; Log in and Talk to an Expert go to their configured URLs', async ({ page }) => {
    await page.goto('/pricing')
    const header = page.getByTestId('site-header')
    await expect(page.getByTestId('logo')).toHaveAttribute('href', '/')
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      'https://app.cipherwell.com/login',
    )
    await expect(header.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', '/contact')
    await page.getByTestId('logo').click()
    await expect(page).toHaveURL('/')
  })

  test('Products dropdown: Core with its featured link, Compliance, Cards', async ({ page }) => {
    await page.goto('/')
    const menu = await openDropdown(page, 'Products')
    await expect(menu.getByRole('heading')).toHaveText(['Core', 'Compliance', 'Cards'])
    const internal = (group: string) =>
      menu
        .getByRole('region', { name: group })
        .locator('a[href^="/"]:not([data-featured])')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(await internal('Core')).toEqual(CORE)
    expect(await internal('Compliance')).toEqual(COMPLIANCE)
    expect(await internal('Cards')).toEqual(CARDS)
    await expect(menu.locator('[data-featured]')).toHaveAttribute('href', CORE_FEATURED)
    await expect(menu.getByRole('link', { name: /Card Account Updater/ })).toHaveAttribute('href', /^https:\/\/docs\./)
    await expect(menu.getByRole('link', { name: /Apple & Google Pay/ })).toHaveAttribute('href', /^https:\/\/docs\./)
  })

  test('ASV Scanning has no page and dispatches the register-interest event', async ({ page }) => {
    await recordRegisterInterestEvents(page)
    await gotoWithOverlays(page, '/')
    const asv = (await openDropdown(page, 'Products')).getByRole('button', { name: /ASV Scanning/ })
    await asv.click()
    await expect(page.getByRole('dialog', { name: 'ASV Scanning' })).toBeVisible()
    const events = await registerInterestEvents(page)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ topic: 'asv-scanning', title: 'ASV Scanning', icon: 'scan' })
    expect(events[0]!.text).toMatch(/vulnerabilit/i)
    expect(events[0]!.text).toMatch(/waitlist/i)
    await expect(page).toHaveURL('/')
  })

  test('Solutions dropdown: Use Cases and By Data Type', async ({ page }) => {
    await page.goto('/')
    const menu = await openDropdown(page, 'Solutions')
    await expect(menu.getByRole('heading')).toHaveText(['Use Cases', 'By Data Type'])
    const hrefs = (section: string) =>
      menu
        .getByRole('region', { name: section })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(await hrefs('Use Cases')).toEqual(USE_CASES)
    expect(await hrefs('By Data Type')).toEqual(BY_DATA_TYPE)
  })

  test('Resources dropdown: the featured webinar card and the resource list', async ({ page }) => {
    await page.goto('/')
    const menu = await openDropdown(page, 'Resources')
    const card = menu.getByTestId('featured-webinar')
    await expect(card).toHaveAttribute('href', '/webinars/pci-dss-4-in-practice')
    await expect(card).toContainText('PCI DSS 4.0 in practice')
    await expect(card).toContainText('UTC')
    const list = await menu
      .getByRole('region', { name: 'Resources' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(list).toEqual([...RESOURCES, 'https://docs.cipherwell.com/api-reference'])
    await card.click()
    await expect(page).toHaveURL('/webinars/pci-dss-4-in-practice')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('PCI DSS 4.0 in practice')
  })

  test('hover opens with no delay; the menu closes 150 ms after the pointer leaves', async ({ page }) => {
    await gotoWithClock(page, '/')
    await pointTo(page, trigger(page, 'Products'))
    // Radix's default open delay is 200 ms; ours is 0, so one millisecond is enough.
    await page.clock.runFor(1)
    await expect(dropdown(page, 'Products')).toBeVisible()
    await pointTo(page, 'away')
    await page.clock.runFor(140)
    await expect(dropdown(page, 'Products')).toBeVisible()
    await page.clock.runFor(20)
    await expect(dropdown(page, 'Products')).toBeHidden()
  })

  test('within the 300 ms skip delay the next dropdown opens at once; after it, on the hover timer', async ({
    page,
  }) => {
    await gotoWithClock(page, '/')
    const away = () => pointTo(page, 'away')
    await pointTo(page, trigger(page, 'Products'))
    await page.clock.runFor(1)
    await expect(dropdown(page, 'Products')).toBeVisible()
    await away()
    await page.clock.runFor(150)
    await expect(dropdown(page, 'Products')).toHaveCount(0)
    await page.clock.runFor(290)
    // Still inside the skip window: the menu opens with no timer at all.
    await pointTo(page, trigger(page, 'Solutions'))
    await expect(dropdown(page, 'Solutions')).toBeVisible()
    await away()
    await page.clock.runFor(150)
    // Radix starts the skip-window timer in an effect after the close has rendered; only once
    // the close is on screen does that timer exist for the fake clock to run.
    await expect(dropdown(page, 'Solutions')).toHaveCount(0)
    await page.clock.runFor(301)
    // The window has passed: the open waits for the (zero-length) hover timer.
    await pointTo(page, trigger(page, 'Products'))
    await page.waitForTimeout(200) // real time; the paused fake clock fires nothing
    await expect(dropdown(page, 'Products')).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(dropdown(page, 'Products')).toBeVisible()
  })

  test('a click toggles a dropdown', async ({ page }) => {
    await gotoWithClock(page, '/')
    const products = trigger(page, 'Products')
    // With the hover timer held, the first click alone opens the menu and the second closes it.
    await products.click()
    await expect(products).toHaveAttribute('aria-expanded', 'true')
    await products.click()
    await expect(products).toHaveAttribute('aria-expanded', 'false')
    await expect(dropdown(page, 'Products')).toBeHidden()
  })

  test('keyboard: Tab reaches every item, Enter and Space toggle, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByTestId('logo').focus()
    const reached: string[] = []
    for (let i = 0; i < 11; i++) {
      await page.keyboard.press('Tab')
      // An icon button is known by its aria-label (the search button's text is its shortcut hint).
      reached.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '',
        ),
      )
    }
    expect(reached).toEqual([
      'Home',
      'Products',
      'Solutions',
      'Customers',
      'Pricing',
      'Docs',
      'Resources',
      'Careers',
      'Search',
      'Log in',
      'Talk to an Expert',
    ])
    const products = trigger(page, 'Products')
    await products.focus()
    await page.keyboard.press('Enter')
    await expect(dropdown(page, 'Products')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(dropdown(page, 'Products').getByRole('link', { name: /^Relay/ })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dropdown(page, 'Products')).toBeHidden()
    await expect(products).toBeFocused()
    await page.keyboard.press('Space')
    await expect(dropdown(page, 'Products')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(dropdown(page, 'Products')).toBeHidden()
  })

  test('after scrolling beyond 100 px a Talk to an Expert call to action joins the nav', async ({ page }) => {
    await page.goto('/')
    const cta = mainNav(page).getByTestId('nav-scroll-cta')
    await expect(cta).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 100))
    await expect(cta).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 160))
    await expect(cta).toBeVisible()
    await expect(cta).toHaveText('Talk to an Expert')
    await expect(cta).toHaveAttribute('href', '/contact')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(cta).toHaveCount(0)
  })
})
