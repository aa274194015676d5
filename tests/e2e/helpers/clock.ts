import type { Page } from '@playwright/test'

/**
 * Pauses the page's fake clock (installed already) `aheadMs` after the page's own now, firing
 * the timers due until then. Playwright refuses a time in the past, and on a loaded machine more
 * than `aheadMs` can pass between reading the page's clock and the pause (CI saw it with 1 s):
 * a refused pauseAt has paused the clock already (it pauses, then fast-forwards), so the second
 * reading is exact and the second pause cannot be in its past.
 */
export async function pauseClockAhead(page: Page, aheadMs: number): Promise<void> {
  const pause = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs)
  try {
    await pause()
  } catch (error) {
    if (!String(error).includes('Cannot fast-forward to the past')) throw error
    await pause()
  }
}
