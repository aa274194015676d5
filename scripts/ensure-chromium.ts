/**
 * Browser tests use Debian's Chromium and nothing else (scripts/lib/browsers.ts says which
 * build). When it is missing, install it with apt-get as root; otherwise stop with a one-line
 * instruction.
 */
import { ensureBrowser, TEST_BROWSER } from './lib/browsers'

try {
  ensureBrowser(TEST_BROWSER, 'the browser tests')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
