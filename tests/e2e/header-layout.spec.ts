import { expect, test, type Page } from '@playwright/test'

import { MOBILE_BREAKPOINT_PX } from '../../src/ui/layoutConstants'
import { expectHeaderFits, type Box } from './helpers/headerLayout'

/** From a narrow phone to a large desktop, with every breakpoint edge on both of its sides. */
const WIDTHS = [320, 375, 768, 769, 820, 900, 1024, 1100, 1199, 1200, 1280, 1440, 1920]

test.describe('the header at every width @desktop', () => {
  // One load of the home page serves every width: the header's layout is CSS and follows the
  // viewport, so each test resizes the page and scrolls it back to the top.
  test.describe.configure({ mode: 'serial' })
  let page: Page
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ baseURL: test.info().project.use.baseURL })
    await page.goto('/')
  })
  test.afterAll(() => page.close())

  for (const width of WIDTHS) {
    test(`${width} px: nothing wraps, overflows or overlaps, and the scroll call to action moves nothing`, async () => {
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

test.describe('the header between breakpoints @desktop', () => {
  test('between the mobile breakpoint and 1200 px the plain links are under More; from 1200 px they are in the bar', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden()
    await nav.getByRole('button', { name: 'More' }).click()
    const more = page.getByTestId('dropdown-More')
    for (const name of ['Home', 'Customers', 'Pricing', 'Docs', 'Careers'])
      await expect(more.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(more.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing')

    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(nav.getByRole('button', { name: 'More' })).toBeHidden()
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible()
  })
})
