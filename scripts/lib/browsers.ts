import { ensureDebianPackage } from './debianPackage'

/** A browser from Debian's packages: never a download. */
type DebianBrowser = { binary: string; debianPackage: string }

/**
 * What the browser tests drive: Debian's Chromium headless shell (the old headless mode, which
 * Playwright itself runs by default). It draws each page for about half the processor time of
 * the full browser in headless mode: the same 29 tests took 114 s against 188 s, with the trace
 * off in both. Its text is laid out a hair differently, so the screenshot baselines
 * (tests/e2e/__screenshots__) are made with it.
 */
export const TEST_BROWSER: DebianBrowser = { binary: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' }

/** What the bench measures with (Lighthouse and the page probes): the browser visitors run. */
const FULL_BROWSER: DebianBrowser = { binary: '/usr/bin/chromium', debianPackage: 'chromium' }

/**
 * The full browser's path for a bench part about to launch it, installed first when missing (as
 * bench/wrk.ts does for wrk): only the parts that use it need it, and the tests no longer install it.
 */
export function benchBrowser(): string {
  ensureBrowser(FULL_BROWSER, 'npm run bench')
  return FULL_BROWSER.binary
}

/** Installs `browser` with apt-get when it is missing and we are root; otherwise throws the one-line instruction. */
export const ensureBrowser = (browser: DebianBrowser, purpose: string) =>
  ensureDebianPackage(browser.binary, browser.debianPackage, purpose)
