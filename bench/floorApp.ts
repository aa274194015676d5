/**
 * The framework's floor on this machine: a bare Next.js page (bench/floor-app, plain text and
 * links, no client code or CSS of the site's own) built with the installed Next.js and served by
 * `next start`. Lighthouse's mobile preset slows the CPU fourfold from whatever this host is, so
 * the same page scores differently from machine to machine; measured beside the site's pages,
 * it says how much of their blocking time is Next.js and React alone.
 */
import { spawnSync } from 'node:child_process'

import { startServer, type Site } from './server'

const APP_DIR = 'bench/floor-app'
const NEXT = 'node_modules/.bin/next'

/** Builds the bare page (about 30 s: it is small, but Next.js still compiles its own runtime). */
export function buildFloorApp(): void {
  const build = spawnSync(NEXT, ['build', APP_DIR], { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (build.status !== 0) throw new Error(`next build ${APP_DIR} failed:\n${build.stdout}${build.stderr}`)
}

export const startFloorApp = (port: number): Promise<Site> =>
  startServer(port, [NEXT, 'start', APP_DIR, '--port', String(port), '--hostname', '127.0.0.1'], {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  })
