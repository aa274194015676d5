import { randomUUID } from 'node:crypto'
import path from 'node:path'

import { createClient } from '@libsql/client'
import autocannon from 'autocannon'

import { startFakeThirdParties } from './fakeThirdParties'
import { startSite } from './server'

export const LEAD_RATE = 200
export const LEAD_SECONDS = 30
export const LEAD_P99_TARGET_MS = 100

export type LeadBench = { requests: number; ok: number; non2xx: number; errors: number; p50: number; p99: number; stored: number; lost: number }

/**
 * POST /api/salesForm at a fixed 200 requests/s for 30 s against the production server on
 * the embedded SQLite database, captcha verification and CRM delivery faked locally, then
 * count the leads the database holds for this run: every 200 must be there.
 */
export async function benchSalesForm(port: number): Promise<LeadBench> {
  const fakes = await startFakeThirdParties()
  const site = await startSite(port, {
    HCAPTCHA_SECRET: 'bench-secret',
    HCAPTCHA_VERIFY_URL: `${fakes.url}/siteverify`,
    CRM_ADAPTER: 'webhook',
    CRM_WEBHOOK_URL: `${fakes.url}/crm`,
    CRM_WEBHOOK_SECRET: 'bench-webhook-secret-000000000000000',
    LEAD_RATE_LIMIT: '1000000',
  })
  const run = `bench-${randomUUID()}`
  try {
    const result = await autocannon({
      url: `${site.origin}/api/salesForm`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Visitor',
        email: 'bench@example.com',
        textField: 'A lead sent by npm run bench.',
        context: run,
        token: 'bench-token',
        utmSource: 'bench',
      }),
      connections: 20,
      overallRate: LEAD_RATE,
      duration: LEAD_SECONDS,
    })
    const db = createClient({ url: `file:${path.resolve(process.env.DATA_DIR ?? '.bench-data', 'cipherwell.db')}` })
    const row = (await db.execute({ sql: 'select count(*) as n from sales_contacts where context = ?', args: [run] })).rows[0]
    db.close()
    const stored = Number(row?.n ?? 0)
    const ok = result['2xx']
    return {
      requests: result.requests.total,
      ok,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      stored,
      lost: Math.max(0, ok - stored),
    }
  } finally {
    await site.stop()
    await fakes.close()
  }
}
