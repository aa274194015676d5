/**
 * Browser tests use Debian's Chromium and nothing else. When it is missing, install it
 * with apt-get as root; otherwise stop with a one-line instruction.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

export const CHROMIUM = '/usr/bin/chromium'

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: run 'sudo apt-get update && sudo apt-get install -y chromium', then npm test again.`)
    process.exit(1)
  }
  console.log('Installing Debian chromium for the browser tests…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing: install Debian's chromium package by hand.`)
    process.exit(1)
  }
}
