import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** What a production build is made from: if none of it changed, the build is current. */
const INPUTS = ['src', 'public', 'package-lock.json', 'next.config.ts', 'tsconfig.json', 'postcss.config.mjs']
const STAMP_FILE = 'cipherwell-build-stamp'
/**
 * Settings the build writes into its prerendered pages (and so into what the browser is
 * given): changing one must rebuild, or the site would keep serving the old value.
 */
export const BUILD_TIME_ENV = [
  'SITE_URL',
  'HCAPTCHA_SITEKEY',
  'CALENDLY_URL',
  'COOKIE_DOMAIN',
  'GTM_ID',
  'HUBSPOT_PORTAL_ID',
  'LINKEDIN_PARTNER_ID',
  'INTERCOM_APP_ID',
  'SEGMENT_WRITE_KEY',
  'SENTRY_DSN',
  'SENTRY_ENVIRONMENT',
  'PLAUSIBLE_SCRIPT_URL',
  'REDIS_URL',
] as const
/**
 * Of these, only whether it is set reaches the build: REDIS_URL turns on the shared cache
 * handler (nextCacheConfig), which reads the address itself when the server runs. Builds for
 * different Redis databases are the same build.
 */
const PRESENCE_ONLY: ReadonlySet<string> = new Set(['REDIS_URL'])

/** Every file under `entry` (or `entry` itself), in a stable order; nothing when it does not exist. */
export function* files(entry: string): Generator<string> {
  if (!fs.existsSync(entry)) return
  if (!fs.statSync(entry).isDirectory()) {
    yield entry
    return
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name))
}

export function sourceHash(root: string, env: Record<string, string | undefined> = process.env): string {
  const hash = createHash('sha256')
  for (const key of BUILD_TIME_ENV) {
    const value = env[key]?.trim() ?? ''
    hash.update(`${key}=${PRESENCE_ONLY.has(key) ? String(value !== '') : value}\0`)
  }
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0')
    }
  }
  return hash.digest('hex')
}

const stampPath = (distDir: string) => path.join(distDir, STAMP_FILE)

/** Whether the build in `distDir` was made from these sources with `env`'s build-time settings. */
export function isBuildCurrent(
  root: string,
  distDir: string,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const stamp = stampPath(path.join(root, distDir))
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID')) || !fs.existsSync(stamp)) return false
  return fs.readFileSync(stamp, 'utf8') === sourceHash(root, env)
}

export function writeBuildStamp(root: string, distDir: string, hash: string): void {
  fs.writeFileSync(stampPath(path.join(root, distDir)), hash)
}
