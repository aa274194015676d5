import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { signIn } from './cmsRest'
import { startRulesStallProxy, type RulesMode } from './rulesStallProxy'
import { startSite } from './server'
import { judgeSoak, kindRows, type KindRow, type SoakVerdict } from './soakReport'
import { prepareSoak, runSoakTraffic } from './soakTraffic'

const ADMIN = { email: 'soak-admin@example.com', password: 'soak-admin-password-1' }

export type SoakEngine = { name: string; distDir: string; siteUrl?: string; databaseUrl?: string; redisUrl?: string }
export type SoakResult = { engine: string; rows: KindRow[]; verdict: SoakVerdict; startMs: number }

/**
 * One soak: the production site as the start script serves it (`port`), on a fresh data
 * directory (and the given PostgreSQL database and Redis, if any), reaching itself through a
 * proxy on `port + 1` (REVALIDATE_URL) that hangs the redirect-rules endpoint or stalls it
 * mid-body on rulesModeAt's schedule from the moment the traffic starts; then `durationMs` of
 * runSoakTraffic. The site's code is
 * the production code, unchanged: only its environment points it at the proxy. SITE_URL (a
 * build setting) is the engine's, so a caller can share a build made for another port; the
 * traffic uses paths only, never the site's absolute addresses.
 */
export async function runSoak(port: number, engine: SoakEngine, durationMs: number): Promise<SoakResult> {
  const origin = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-soak-data-'))
  const proxy = await startRulesStallProxy(port + 1, origin)
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: engine.distDir,
    REVALIDATE_URL: proxy.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CAPTCHA_DISABLED: 'true',
    CRM_ADAPTER: 'none',
    // Leads come from one address, far more than a visitor sends: the limit is not under test.
    LEAD_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'warn',
    ...(engine.databaseUrl
      ? { DATABASE_URL: engine.databaseUrl, PAYLOAD_SECRET: `soak-${path.basename(dataDir)}`.padEnd(40, 'x') }
      : {}),
    ...(engine.redisUrl ? { REDIS_URL: engine.redisUrl } : {}),
    ...(engine.siteUrl ? { SITE_URL: engine.siteUrl } : {}),
  }
  const started = performance.now()
  const site = await startSite(port, env).catch(async (error: unknown) => {
    await proxy.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  const startMs = Math.round(performance.now() - started)
  try {
    const cms = await signIn(origin, ADMIN.email, ADMIN.password)
    const setup = await prepareSoak(origin, cms)
    // The faults start with the traffic: the redirect made in preparation is served by then.
    proxy.startFaults()
    const samples = await runSoakTraffic(origin, cms, setup, durationMs)
    const counts: Record<RulesMode, number> = { ...proxy.counts }
    return { engine: engine.name, rows: kindRows(samples), verdict: judgeSoak(samples, counts), startMs }
  } catch (error) {
    console.error(`The ${engine.name} soak site's last output:\n${site.output().split('\n').slice(-40).join('\n')}`)
    throw error
  } finally {
    await site.stop()
    await proxy.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The soak's tables, as the bench prints them. */
export function printSoak(result: SoakResult, durationMs: number): void {
  const { verdict } = result
  console.log(
    `\nSoak on ${result.engine}: ${Math.round(durationMs / 1000)} s of mixed traffic (site started in ${result.startMs} ms); ` +
      `redirect-rules requests passed ${verdict.rules.pass}, hung ${verdict.rules.hang}, stalled mid-body ${verdict.rules.stall}\n`,
  )
  console.table(result.rows)
  console.log(
    `pages: ${verdict.pageRequests} requests, ${verdict.slowPages} unanswered or slower than 5 s, ${verdict.wrongPages} with an unexpected status; ` +
      `/api/ready: ${verdict.readyProbes} probes, ${verdict.ready503} not 200, truthful: ${verdict.readinessTruthful}; leads failed: ${verdict.leadsFailed}`,
  )
  if (verdict.examples.length) console.log(`first failures:\n  ${verdict.examples.join('\n  ')}`)
  if (verdict.otherExamples.length) console.log(`first other failures:\n  ${verdict.otherExamples.join('\n  ')}`)
}
