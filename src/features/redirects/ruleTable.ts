import { toRuleTable, type RedirectRule, type RuleTable } from '@/lib/redirects/match'

export const RULES_TTL_MS = 5_000
/** A refresh still unsettled after this is dropped, whatever fetch's own signal does. */
export const REFRESH_TIMEOUT_MS = 3_000
/** How long the very first requests of a process wait for the first table before going on without redirects. */
export const FIRST_LOAD_WAIT_MS = 1_000

export class RefreshTimeoutError extends Error {
  constructor(ms: number) {
    super(`the redirect rules did not load within ${ms} ms`)
    this.name = 'RefreshTimeoutError'
  }
}

type Options = {
  load: () => Promise<RedirectRule[]>
  ttlMs?: number
  refreshTimeoutMs?: number
  firstLoadWaitMs?: number
  now?: () => number
  onError?: (error: unknown) => void
  /** Told when a refresh starts; the function it returns, when that refresh settles or is dropped. */
  track?: (boundMs: number) => () => void
}

/**
 * The redirect rules, refreshed in the background at most once per `ttlMs` (also after a
 * failure, so a broken CMS is asked no more often), stale-while-revalidate: once a first load
 * has settled, a request never waits on a refresh, it gets the table as it is. Only the very
 * first requests of the process wait for the first load, at most until `firstLoadWaitMs` after
 * the first of them arrived, and then go on with an empty table, so a redirect works from the first request when the CMS answers
 * and no visitor is held when it does not.
 *
 * Each refresh has its own timer: a load that has not settled within `refreshTimeoutMs` (a
 * body stalled mid-stream, a promise that never settles) is dropped and counts as a failure,
 * and whatever it settles with later is ignored, so it can never replace a newer table.
 * A failed load keeps the last table; the table is empty until the first success.
 */
export function createRuleTable({
  load,
  ttlMs = RULES_TTL_MS,
  refreshTimeoutMs = REFRESH_TIMEOUT_MS,
  firstLoadWaitMs = FIRST_LOAD_WAIT_MS,
  now = () => Date.now(),
  onError,
  track,
}: Options) {
  let table: RuleTable = new Map()
  let settledOnce = false
  let finishedAt = -Infinity
  let refreshing: Promise<void> | null = null
  /** Until when requests may wait for the first load: one second from the first request, not each. */
  let firstWaitEndsAt: number | undefined

  const refresh = (): Promise<void> => {
    const done = track?.(refreshTimeoutMs)
    let timer: ReturnType<typeof setTimeout> | undefined
    const dropped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RefreshTimeoutError(refreshTimeoutMs)), refreshTimeoutMs)
    })
    // A load that throws synchronously fails like one that rejects.
    const loading = new Promise<RedirectRule[]>((resolve) => resolve(load()))
    // Only the race's winner is used: a load settling after its drop reaches nothing.
    return Promise.race([loading, dropped])
      .then(
        (rules) => void (table = toRuleTable(rules)),
        (error: unknown) => onError?.(error),
      )
      .finally(() => {
        clearTimeout(timer)
        finishedAt = now()
        settledOnce = true
        refreshing = null
        done?.()
      })
  }

  return {
    async get(): Promise<RuleTable> {
      if (!refreshing && now() - finishedAt >= ttlMs) {
        firstWaitEndsAt ??= now() + firstLoadWaitMs
        refreshing = refresh()
      }
      const waitMs = (firstWaitEndsAt ?? 0) - now()
      if (settledOnce || !refreshing || waitMs <= 0) return table
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([refreshing, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))])
      clearTimeout(timer)
      return table
    },
  }
}
