import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import { Pool } from 'undici'

import { classifyAnswer, emptyTally, type FloodTally } from './floodTally'

/** The JSON lead endpoints (rate limited per address and form), each with its table and a body it accepts. */
export const FLOOD_FORMS = [
  {
    path: '/api/salesForm',
    table: 'sales_contacts',
    body: (email: string) => ({
      firstName: 'Flood',
      lastName: 'Bench',
      email,
      textField: 'A flood from npm run bench.',
    }),
  },
  {
    path: '/api/beta-signup',
    table: 'beta_signups',
    body: (email: string) => ({ firstName: 'Flood', lastName: 'Bench', company: 'Bench', email, topic: 'bench' }),
  },
  { path: '/api/demo', table: 'demo_requests', body: (email: string) => ({ email }) },
] as const

/** A run's marker: every lead the flood stores carries this address, so they can be counted. */
export const floodEmail = () => `flood-${randomUUID()}@example.com`

/**
 * `total` POSTs from this one address, round-robin over the lead endpoints, sent at an even
 * pace over `seconds` (an open model: a slow answer does not slow the flood) on up to 64
 * connections, each body valid so the only thing that can refuse it is a limit. `throughProxy`:
 * `origin` is the nginx proxy, whose own refusals are counted apart from the app's.
 */
export async function flood(
  origin: string,
  options: { email: string; total: number; seconds: number; throughProxy: boolean },
): Promise<FloodTally & { seconds: number }> {
  const { email, total, seconds, throughProxy } = options
  const pool = new Pool(origin, { connections: 64, connect: { rejectUnauthorized: false } })
  const tally = emptyTally()
  const headers = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }
  const send = async (form: (typeof FLOOD_FORMS)[number]) => {
    try {
      const answer = await pool.request({
        path: form.path,
        method: 'POST',
        headers,
        body: JSON.stringify(form.body(email)),
      })
      await answer.body.dump()
      tally[
        classifyAnswer(answer.statusCode, {
          proxy: throughProxy,
          cacheStatusHeader: 'x-cache-status' in answer.headers,
        })
      ]++
    } catch {
      tally.errors++
    }
  }
  const start = performance.now()
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const wait = start + (i * seconds * 1000) / total - performance.now()
    if (wait > 0) await sleep(wait)
    tally.sent++
    inFlight.push(send(FLOOD_FORMS[i % FLOOD_FORMS.length]!))
  }
  await Promise.all(inFlight)
  await pool.close()
  return { ...tally, seconds: Math.round((performance.now() - start) / 100) / 10 }
}
