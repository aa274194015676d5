import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { constantRate, type ConstantRateResult } from './constantRate'
import { startFakeThirdParties } from './fakeThirdParties'
import { startSite } from './server'

export const LEAD_RATE = 200
export const LEAD_SECONDS = 30
export const LEAD_P99_TARGET_MS = 100
/**
 * Runs per `npm run bench`, each on a fresh server and database; the p99 target is judged on
 * the median run. On this shared two-core VM one run in three or four could lose a few
 * hundred milliseconds to the host (no lock, query or GC pause of ours shows in it), so a
 * single run would measure the machine as much as the endpoint. Every run is printed.
 */
export const LEAD_RUNS = 3

const WARM_UP_REQUESTS = 50

const headers = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }
const body = (context: string) =>
  JSON.stringify({
    firstName: 'Bench',
    lastName: 'Visitor',
    email: 'bench@example.com',
    textField: 'A lead sent by npm run bench.',
    context,
    token: 'bench-token',
    utmSource: 'bench',
  })

export type LeadBench = ConstantRateResult & { stored: number; lost: number }

/**
 * POST /api/salesForm at a steady 200 requests/s (one every 5 ms) for 30 s against the
 * production server on the embedded SQLite database, captcha verification and CRM delivery
 * faked locally, then count the leads the database holds for this run: every 2xx must be there.
 */
export async function benchSalesForm(port: number): Promise<LeadBench> {
  const fakes = await startFakeThirdParties()
  // A freshly migrated and seeded database each run, so no run inherits the last one's
  // thousands of still-queued deliveries (a backlog a real site never holds) and runs compare.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-leads-'))
  try {
    const site = await startSite(port, {
      DATA_DIR: dataDir,
      HCAPTCHA_SECRET: 'bench-secret',
      HCAPTCHA_VERIFY_URL: `${fakes.url}/siteverify`,
      CRM_ADAPTER: 'webhook',
      CRM_WEBHOOK_URL: `${fakes.url}/crm`,
      CRM_WEBHOOK_SECRET: 'bench-webhook-secret-000000000000000',
      LEAD_RATE_LIMIT: '1000000',
    })
    try {
      return await measure(site.origin, dataDir)
    } finally {
      await site.stop()
    }
  } finally {
    await fakes.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function measure(origin: string, dataDir: string): Promise<LeadBench> {
  const run = `bench-${randomUUID()}`
  // Flush what the start script may have just written (a whole production build) first, so
  // the kernel's writeback does not stall the database's fsyncs during the measurement.
  spawnSync('sync')
  // The first requests load the route's modules and open the database connections; the
  // target is about steady state (a cold start is measured by the second-start figure).
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    await fetch(`${origin}/api/salesForm`, { method: 'POST', headers, body: body(`${run}-warm-up`) })
  }
  const result = await constantRate(
    { origin, path: '/api/salesForm', headers, body: body(run) },
    LEAD_RATE,
    LEAD_SECONDS,
  )
  const db = createClient({ url: `file:${path.join(dataDir, 'cipherwell.db')}` })
  try {
    const counted = await db.execute({ sql: 'select count(*) as n from sales_contacts where context = ?', args: [run] })
    const stored = Number(counted.rows[0]?.n ?? 0)
    return { ...result, stored, lost: Math.max(0, result.ok - stored) }
  } finally {
    db.close()
  }
}
