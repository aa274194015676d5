/**
 * How long a CMS change takes to reach public URLs: from the API call's answer until each URL,
 * fetched anonymously every 100 ms, first shows the change.
 */
export const POLL_MS = 100
export const GIVE_UP_MS = 30_000

export type Snapshot = { status: number; body: string }
/** One public URL and what it looks like once the change has reached it. */
export type Check = { label: string; url: string; shows: (page: Snapshot) => boolean }
export type Propagation = {
  /** Milliseconds from the API's answer to the first response showing the change; null: not within 30 s. */
  perUrl: { label: string; ms: number | null }[]
  slowestMs: number | null
  /** URLs that already showed the change before the call: their figure would mean nothing. */
  blind: string[]
}

/** A plain anonymous GET, past any cache of fetch's own; redirects are answers too, not followed. */
export async function snapshot(origin: string, url: string): Promise<Snapshot> {
  const response = await fetch(`${origin}${url}`, { cache: 'no-store', redirect: 'manual' })
  return { status: response.status, body: await response.text() }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function firstShown(origin: string, check: Check, answeredAt: number): Promise<number | null> {
  let due = answeredAt
  while (due - answeredAt <= GIVE_UP_MS) {
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    const startedAt = performance.now()
    try {
      if (check.shows(await snapshot(origin, check.url))) {
        const ms = performance.now() - answeredAt
        return ms <= GIVE_UP_MS ? Math.round(ms) : null
      }
    } catch {
      // a refused or reset connection is "not yet", like any other wrong answer
    }
    // Every 100 ms from the previous request's start, or at once when that one took longer.
    due = Math.max(due + POLL_MS, startedAt + POLL_MS)
  }
  return null
}

/**
 * Checks every URL still shows the old state, runs `act` (the API call; it resolves when the
 * API has answered, and throws on an error status), then polls all URLs side by side.
 */
export async function measurePropagation(origin: string, checks: Check[], act: () => Promise<unknown>): Promise<Propagation> {
  const blind: string[] = []
  for (const check of checks) if (check.shows(await snapshot(origin, check.url))) blind.push(check.label)
  await act()
  const answeredAt = performance.now()
  const times = await Promise.all(checks.map((check) => firstShown(origin, check, answeredAt)))
  const perUrl = checks.map((check, i) => ({ label: check.label, ms: times[i] ?? null }))
  const slowestMs = times.some((ms) => ms === null) ? null : Math.max(...times.map((ms) => ms ?? 0))
  return { perUrl, slowestMs, blind }
}
