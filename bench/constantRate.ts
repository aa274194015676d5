import { setTimeout as sleep } from 'node:timers/promises'

import { Pool } from 'undici'

/** A POST with its body, or a GET whose path may differ per request (the i-th request's path). */
export type ConstantRateRequest = { origin: string; headers: Record<string, string> } & (
  | { method?: 'POST'; path: string; body: string }
  | { method: 'GET'; path: (i: number) => string }
)
export type ConstantRateResult = {
  sent: number
  ok: number
  non2xx: number
  errors: number
  /** Requests answered per second, over the time from the first send to the last answer. */
  achievedRate: number
  p50: number
  p99: number
  max: number
  /** The latest any request left after its due time: the generator's own lag. */
  maxSendLagMs: number
}

/**
 * An open-model load generator: send `request` every 1000/rate ms for `seconds`, whether or
 * not earlier requests have been answered, and time each from when it was due (so a slow
 * answer or a late send counts against the server, never hides it).
 *
 * Why not autocannon's `overallRate`: it lets each connection send its whole per-second share
 * back to back at the top of every second and then idle, so "200/s" arrives as a burst of 200,
 * and its coordinated-omission correction records each latency with an expected interval of
 * Math.ceil(1 / rate) = 1 ms, inventing hundreds of samples per slow answer
 * (autocannon 8, lib/httpClient.js `rateInterval` and lib/run.js `recordValueWithExpectedInterval`).
 */
export async function constantRate(
  request: ConstantRateRequest,
  rate: number,
  seconds: number,
): Promise<ConstantRateResult> {
  const pool = new Pool(request.origin, { connections: 128 })
  const intervalMs = 1000 / rate
  const total = Math.round(rate * seconds)
  const latencies: number[] = []
  let ok = 0
  let non2xx = 0
  let errors = 0
  let maxSendLagMs = 0

  const send = async (due: number, i: number) => {
    try {
      const response = await pool.request(
        request.method === 'GET'
          ? { path: request.path(i), method: 'GET', headers: request.headers }
          : { path: request.path, method: 'POST', headers: request.headers, body: request.body },
      )
      await response.body.dump()
      if (response.statusCode >= 200 && response.statusCode < 300) {
        ok++
        latencies.push(performance.now() - due)
      } else non2xx++
    } catch {
      errors++
    }
  }

  const start = performance.now()
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = start + i * intervalMs
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    maxSendLagMs = Math.max(maxSendLagMs, performance.now() - due)
    inFlight.push(send(due, i))
  }
  await Promise.all(inFlight)
  const elapsedS = (performance.now() - start) / 1000
  await pool.close()

  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? NaN)
  return {
    sent: total,
    ok,
    non2xx,
    errors,
    achievedRate: Math.round(((ok + non2xx) / elapsedS) * 10) / 10,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? NaN),
    maxSendLagMs: Math.round(maxSendLagMs),
  }
}
