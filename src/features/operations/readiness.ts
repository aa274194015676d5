import type { Logger } from 'pino'

import { databaseUnavailableReason } from '@/lib/databaseUnavailable'
import { stuckWork } from './inFlightWork'

/** A load balancer probes every few seconds; a database slower than this is as good as down for it. */
export const READY_TIMEOUT_MS = 2_000

export type Readiness = { ready: true } | { ready: false; reason: string }

const TIMED_OUT = Symbol('timed out')

/**
 * One check at a time per process: while the database does not answer, every probe waits on
 * the check already under way instead of taking another pooled connection, so a hung database
 * cannot drain the pool that lead writes need once it is back.
 */
let inFlight: Promise<void> | null = null

/**
 * Whether this instance can serve: no work that requests depend on (a redirect-table refresh
 * in the proxy, a lead write) may be in flight past its own bound (`stuck`, the in-flight
 * registry: a promise that never settled, as once held every page of a server for 20 minutes
 * while this answered 200), and `check` (start Payload and ping its database) must finish
 * within `timeoutMs`. The reason given on failure is for the public answer, so it names the
 * kind of failure only; the details go to the log.
 */
export async function checkReadiness(
  check: () => Promise<void>,
  logger: Logger,
  timeoutMs = READY_TIMEOUT_MS,
  stuck: () => { kind: string; ageMs: number }[] = stuckWork,
): Promise<Readiness> {
  const [oldest] = stuck()
  if (oldest) {
    logger.warn({ msg: 'not ready: work stuck', kind: oldest.kind, ageMs: oldest.ageMs })
    return { ready: false, reason: `a ${oldest.kind} has not finished for ${Math.floor(oldest.ageMs / 1000)} s` }
  }
  inFlight ??= check().finally(() => (inFlight = null))
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(resolve, timeoutMs, TIMED_OUT)))
  try {
    if ((await Promise.race([inFlight, timeout])) !== TIMED_OUT) return { ready: true }
    logger.warn({ msg: 'not ready: database did not answer', timeoutMs })
    return { ready: false, reason: `the database did not answer within ${timeoutMs} ms` }
  } catch (error) {
    const code = databaseUnavailableReason(error)
    logger.warn({ msg: 'not ready: database check failed', code: code ?? undefined, errorName: (error as Error).name })
    return { ready: false, reason: code ? 'the database is unreachable' : 'the database check failed' }
  } finally {
    clearTimeout(timer)
  }
}
