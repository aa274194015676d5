import { expect, test, type Page } from '@playwright/test'

import { MOBILE_BREAKPOINT_PX } from '../../src/ui/layoutConstants'
import { expectDropdownFits, expectHeaderFits, type Box } from './helpers/headerLayout'
import { gotoWithOverlays } from './helpers/overlays'
import { openDropdown } from './helpers/nav'

/** From a narrow phone to a large desktop, with every breakpoint edge on both of its sides. */
const WIDTHS = [320, 375, 768, 769, 820, 900, 1024, 1100, 1199, 1200, 1280, 1440, 1920]

/**
 * One load of the home page serves every width of a describe block: the header's layout is CSS
 * and follows the viewport, so each test resizes the page. The tests run in order on it.
 */
function homePageForEveryWidth(): () => Page {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ baseURL: test.info().project.use.baseURL })
    await page.goto('/')
  })
  test.afterAll(() => page.close())
  return () => page
}

test.describe('the header at every width @desktop', () => {
  // Each test scrolls the page back to the top first.
  const homePage = homePageForEveryWidth()

  for (const width of WIDTHS) {
    test(`${width} px: nothing wraps, overflows or overlaps, and the scroll call to action moves nothing`, async () => {
      const page = homePage()
      await page.setViewportSize({ width, height: 800 })
      await page.evaluate(() => window.scrollTo(0, 0))
      const cta = page.getByTestId('nav-scroll-cta')
      if (width > MOBILE_BREAKPOINT_PX) await expect(cta).toBeHidden()
      const before = await expectHeaderFits(page, width)
      if (width <= MOBILE_BREAKPOINT_PX) return

      await page.evaluate(() => window.scrollTo(0, 160))
      await expect(cta).toBeVisible()
      const after = await expectHeaderFits(page, width)
      // Every control that showed before is where it was, and the call to action is one of them now.
      const position = (boxes: Box[]) => boxes.map(({ label, left, top }) => ({ label, left: Math.round(left), top: Math.round(top) }))
      const stayed = position(after).filter((box) => box.label !== 'Talk to an Expert')
      expect(stayed).toEqual(position(before).filter((box) => box.label !== 'Talk to an Expert'))
      expect(after.filter((box) => box.label === 'Talk to an Expert')).toHaveLength(1)
    })
  }
})

test.describe('the dropdowns at every desktop width @desktop', () => {
  const homePage = homePageForEveryWidth()

  for (const width of WIDTHS.filter((width) => width > MOBILE_BREAKPOINT_PX)) {
    test(`${width} px: each open menu lies inside the page, its entries clear of each other`, async () => {
      const page = homePage()
      await page.setViewportSize({ width, height: 900 })
      const nav = page.getByRole('navigation', { name: 'Main' })
      const menus = await nav.getByRole('button').filter({ visible: true }).allTextContents()
      expect(menus.map((menu) => menu.trim())).toEqual(expect.arrayContaining(['Products', 'Solutions', 'Resources']))
      for (const menu of menus.map((text) => text.trim())) {
        // Hovering opens a menu at once (a click after that would toggle it shut again).
        await nav.getByRole('button', { name: menu, exact: true }).hover()
        await expectDropdownFits(page, menu, width)
        await page.keyboard.press('Escape')
        await expect(page.getByTestId(`dropdown-${menu}`)).toBeHidden()
      }
    })
  }
})

test.describe('the header between breakpoints @desktop', () => {
  test('between the mobile breakpoint and 1200 px the plain links are under More; from 1200 px they are in the bar', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    // More is a Radix menu: a click before hydration opens nothing (CI once clicked that early).
    await gotoWithOverlays(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden()
    // Opened as a mouse user does, by pointing (nav.ts): a click lands as a toggle, and when the
    // machine stalls between the pointer's move and the press, the hover has opened it first and
    // the click shuts it (a full run saw that once).
    const more = await openDropdown(page, 'More')
    for (const name of ['Home', 'Customers', 'Pricing', 'Docs', 'Careers'])
      await expect(more.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(more.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing')

    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(nav.getByRole('button', { name: 'More' })).toBeHidden()
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible()
  })
})
