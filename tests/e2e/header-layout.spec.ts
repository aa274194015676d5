import { expect, test, type Page } from '@playwright/test'

import { MOBILE_BREAKPOINT_PX } from '../../src/ui/layoutConstants'

/** From a narrow phone to a large desktop, with every breakpoint edge on both of its sides. */
const WIDTHS = [320, 375, 768, 769, 820, 900, 1024, 1100, 1199, 1200, 1280, 1440, 1920]

type Box = { label: string; left: number; right: number; top: number; bottom: number; lines: number }

/** Every control the header shows: its box and how many lines its text takes. */
const headerControls = (page: Page) =>
  page.getByTestId('site-header').evaluate((header) => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0
    }
    const lines = (el: Element) => {
      // The distinct line tops of its text (icons are not text): a label split over two lines has two.
      const tops = new Set<number>()
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
      }
      return tops.size
    }
    const headerBox = header.getBoundingClientRect()
    const controls = [...header.querySelectorAll('a, button')].filter(
      (el) => visible(el) && !el.closest('[data-testid^="dropdown-"], [data-testid="mobile-menu"]'),
    )
    return {
      header: { top: headerBox.top, bottom: headerBox.bottom },
      controls: controls.map((el) => {
        const box = el.getBoundingClientRect()
        return {
          label: (el.textContent ?? '').trim() || el.getAttribute('aria-label') || el.tagName,
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          lines: lines(el),
        }
      }),
    }
  })

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5

async function expectHeaderFits(page: Page, width: number) {
  const headerWidth = await page.getByTestId('site-header').evaluate((header) => header.scrollWidth)
  expect(headerWidth, `the header at ${width} px is wider than the page`).toBeLessThanOrEqual(width)
  const { header, controls } = await headerControls(page)
  expect(controls.length).toBeGreaterThan(1)
  for (const control of controls) {
    expect(control.lines, `"${control.label}" wraps at ${width} px`).toBeLessThanOrEqual(1)
    expect(control.left, `"${control.label}" starts outside the page at ${width} px`).toBeGreaterThanOrEqual(0)
    expect(control.right, `"${control.label}" ends outside the page at ${width} px`).toBeLessThanOrEqual(width)
    expect(control.top, `"${control.label}" sticks out of the header at ${width} px`).toBeGreaterThanOrEqual(header.top)
    expect(control.bottom, `"${control.label}" sticks out of the header at ${width} px`).toBeLessThanOrEqual(header.bottom)
  }
  for (const [i, a] of controls.entries())
    for (const b of controls.slice(i + 1)) expect(overlap(a, b), `"${a.label}" overlaps "${b.label}" at ${width} px`).toBe(false)
  return controls
}

test.describe('the header at every width @desktop', () => {
  for (const width of WIDTHS) {
    test(`${width} px: nothing wraps, overflows or overlaps, and the scroll call to action moves nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const before = await expectHeaderFits(page, width)
      if (width <= MOBILE_BREAKPOINT_PX) return

      await page.evaluate(() => window.scrollTo(0, 160))
      const cta = page.getByTestId('nav-scroll-cta')
      await expect(cta).toBeVisible()
      const after = await expectHeaderFits(page, width)
      // Every control that showed before is where it was, and the call to action is one of them now.
      const position = (boxes: Box[]) => boxes.map(({ label, left, top }) => ({ label, left: Math.round(left), top: Math.round(top) }))
      const stayed = position(after).filter((box) => box.label !== 'Talk to an Expert')
      expect(stayed).toEqual(position(before).filter((box) => box.label !== 'Talk to an Expert'))
      expect(after.filter((box) => box.label === 'Talk to an Expert')).toHaveLength(1)
    })
  }

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
