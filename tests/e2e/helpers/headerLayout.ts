import { expect, type Page } from '@playwright/test'

export type Box = { label: string; left: number; right: number; top: number; bottom: number; lines: number }

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
      header: { top: headerBox.top, bottom: headerBox.bottom, scrollWidth: header.scrollWidth },
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

/** The header is no wider than the page, and each of its controls is on one line, inside it and clear of the others. */
export async function expectHeaderFits(page: Page, width: number) {
  // One round trip for the header's width and its controls: the route sweep calls this four times a route.
  const { header, controls } = await headerControls(page)
  expect(header.scrollWidth, `the header at ${width} px is wider than the page`).toBeLessThanOrEqual(width)
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

/**
 * An open dropdown lies inside the page, and its entries (icon, title and text together) lie
 * inside the panel and clear of each other: a panel narrower than its columns lets them run
 * into one another.
 */
export async function expectDropdownFits(page: Page, menu: string, width: number) {
  const panel = page.getByTestId(`dropdown-${menu}`)
  await expect(panel).toBeVisible()
  const { box, entries } = await panel.evaluate((element) => {
    const frame = (el: Element, label: string): Box => {
      const { left, right, top, bottom } = el.getBoundingClientRect()
      return { label, left, right, top, bottom, lines: 0 }
    }
    // The painted card is the panel's child; the panel itself carries the gap above it.
    const card = element.firstElementChild ?? element
    return {
      box: frame(card, 'panel'),
      entries: [...card.querySelectorAll('a, button')].map((el) => frame(el, (el.textContent ?? '').trim())),
    }
  })
  expect(box.left, `the ${menu} menu starts outside the page at ${width} px`).toBeGreaterThanOrEqual(0)
  expect(box.right, `the ${menu} menu ends outside the page at ${width} px`).toBeLessThanOrEqual(width)
  expect(entries.length).toBeGreaterThan(0)
  for (const entry of entries) {
    expect(entry.left, `"${entry.label}" sticks out of the ${menu} menu at ${width} px`).toBeGreaterThanOrEqual(box.left)
    expect(entry.right, `"${entry.label}" sticks out of the ${menu} menu at ${width} px`).toBeLessThanOrEqual(box.right)
  }
  for (const [i, a] of entries.entries())
    for (const b of entries.slice(i + 1)) expect(overlap(a, b), `"${a.label}" overlaps "${b.label}" at ${width} px`).toBe(false)
}
