import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * Tools the tests and the bench need (Chromium, nginx, wrk) come from Debian's packages, never
 * a download. When `binary` is missing: install `pkg` with apt-get if we are root, else throw
 * the one-line instruction.
 */
export function ensureDebianPackage(binary: string, pkg: string, purpose: string): void {
  if (fs.existsSync(binary)) return
  if (process.getuid?.() !== 0) {
    throw new Error(`${pkg} is missing: run 'sudo apt-get update && sudo apt-get install -y ${pkg}', then ${purpose} again.`)
  }
  console.log(`Installing Debian's ${pkg} for ${purpose}…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env })
  if (!fs.existsSync(binary)) throw new Error(`apt-get finished but ${binary} is still missing: install Debian's ${pkg} package by hand.`)
}
