/**
 * `npm run lockfile:platforms`, after any `npm install`: completes package-lock.json for
 * the platforms this machine's registry does not serve.
 *
 * Packages such as next, tailwindcss and unrs-resolver list one native binary per platform
 * as optional dependencies. The registry reachable here answers 404 for the other
 * platforms' binaries, so npm leaves them out of the lockfile, and `npm ci` then refuses
 * the lockfile as out of sync ("Missing: @next/swc-darwin-arm64@ from lock file").
 * This adds each missing entry with its version and the os/cpu/libc it is built for, so
 * npm ci knows to skip it here and fetches it on a machine of that platform.
 */
import fs from 'node:fs'

import { markGlibcOnly, missingPlatformEntries, type Lockfile } from './lib/platformEntries'

const file = 'package-lock.json'
const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as Lockfile
const added = missingPlatformEntries(lock)
for (const [key, entry] of Object.entries(added)) lock.packages[key] = entry
const glibcOnly = markGlibcOnly(lock)
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`Added ${Object.keys(added).length} platform entries to ${file}; marked ${glibcOnly.length} glibc-only.`)
