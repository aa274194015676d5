/**
 * Browser tests use Debian's Chromium and nothing else. When it is missing, install it
 * with apt-get as root; otherwise stop with a one-line instruction.
 */
import { ensureDebianPackage } from './lib/debianPackage'

export const CHROMIUM = '/usr/bin/chromium'

try {
  ensureDebianPackage(CHROMIUM, 'chromium', 'the browser tests')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
