import type { Page } from '@playwright/test'

/** Open a page and wait until its overlay hosts listen (they load just after hydration). */
export async function gotoWithOverlays(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-overlays-ready]').waitFor({ state: 'attached' })
}
