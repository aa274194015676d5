import { expect, test, type Page } from '@playwright/test'

import { gotoWithOverlays } from './helpers/overlays'

/**
 * Visual regression: the key pages, whole, at the widths visitors use most (a phone, a tablet,
 * a small laptop and a desktop), against the baselines in tests/e2e/__screenshots__. Debian's
 * Chromium headless shell (scripts/lib/browsers.ts) with the site's own bundled fonts renders them
 * the same on every run of this machine.
 *
 * After a deliberate visual change, look at the new pictures, then update the baselines:
 * `npx playwright test tests/e2e/visual.spec.ts --project desktop --no-deps --update-snapshots`.
 *
 * What would differ from day to day is masked: dates (the seed dates content relative to the
 * day it ran) and the copyright year. Animations are stopped at their first frame, and the
 * visitor has already answered the cookie banner, which would otherwise sit over the page.
 */
const WIDTHS = [375, 768, 1024, 1440]

const KEY_PAGES: Record<string, string> = {
  home: '/',
  'product-relay': '/products/relay',
  'product-3ds': '/products/3ds',
  'product-pci': '/products/pci',
  'product-bin-lookup': '/products/bin-lookup',
  'solution-cards': '/solutions/cards',
  'solution-pii': '/solutions/pii',
  pricing: '/pricing',
  customers: '/customers',
  'customer-story': '/customers/fernwick-finance',
  blog: '/blog',
  'blog-post': '/blog/format-preserving-tokens',
  careers: '/careers',
  'careers-job': '/careers/senior-backend-engineer-relay',
  contact: '/contact',
  'search-results': '/search?q=token',
  'not-found': '/no-such-page',
}

/**
 * Every image loaded (next/image defers those below the fold), and the fonts in place. Dates
 * read the same every day: the seed dates content relative to the day it ran, and a longer
 * month name would move the author beside it (masking hides the date, not its width).
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const time of document.querySelectorAll('time')) time.textContent = 'May 1, 2026'
    for (const image of document.images) image.loading = 'eager'
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
  })
}

test.describe('key pages look as approved @desktop', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookie-permissions', value: 'rejected', url: baseURL! }])
  })

  for (const [name, path] of Object.entries(KEY_PAGES)) {
    test(`${name} (${path}) at 375, 768, 1024 and 1440 px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
      // Hydrated first: hydration would put back the dates settle() fixes.
      await gotoWithOverlays(page, path)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await settle(page)
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          mask: [page.locator('time'), page.getByTestId('site-footer').getByText('All rights reserved')],
        })
      }
    })
  }
})
