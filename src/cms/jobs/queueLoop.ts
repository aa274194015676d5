import { performance } from 'node:perf_hooks'

/**
 * How one queue is driven: every `everyMs`, up to `limit` due jobs, one after another, picked
 * in `processingOrder` (a sort on the jobs collection; Payload's default is `createdAt`).
 * `drainWhenQuiet`: after a full round (a backlog), the next round starts at once if the
 * process is quiet, so a backlog (a CRM outage, a burst of leads) drains as fast as the
 * process allows while no visitor is waiting, and at the usual pace while they are.
 */
export type QueueSpec = {
  queue: string
  everyMs: number
  limit: number
  processingOrder?: string
  drainWhenQuiet?: boolean
}

/** How long the loop watches the event loop before a back-to-back round, and how busy counts as busy. */
export const QUIET_PROBE_MS = 20
export const QUIET_BELOW_UTILIZATION = 0.5

/**
 * True when this process's event loop was less than half busy over the next QUIET_PROBE_MS:
 * requests are not queueing, so a round of jobs now takes time from nobody.
 */
export async function processIsQuiet(): Promise<boolean> {
  const before = performance.eventLoopUtilization()
  // Not unref'd: in a jobs-only process this timer may be all that keeps it alive meanwhile.
  await new Promise((resolve) => setTimeout(resolve, QUIET_PROBE_MS))
  return performance.eventLoopUtilization(before).utilization < QUIET_BELOW_UTILIZATION
}

export type QueueLoop = {
  /** No new round or job starts; resolves once the job under way (if any) has finished. */
  stop: () => Promise<void>
}

type Options = {
  /** Runs one round of the queue, checking `stopping()` before each job; may answer how many jobs ran. */
  runRound: (spec: QueueSpec, stopping: () => boolean) => Promise<unknown>
  onError: (error: unknown, spec: QueueSpec) => void
  /**
   * Whether the loop's timer keeps the process alive: true in a process that only runs jobs
   * (scripts/jobs.ts); false in the Next server, which must be free to exit on its own.
   */
  keepProcessAlive?: boolean
  /** Whether a queue with `drainWhenQuiet` may start its next round at once (processIsQuiet). */
  isQuiet?: () => Promise<boolean>
}

/**
 * A round every `everyMs`, the next one only once this one is done: a slow job delays its own
 * queue, never another queue's loop, and rounds never pile up. A failed round is reported and
 * the loop goes on.
 */
export function startQueue(
  spec: QueueSpec,
  { runRound, onError, keepProcessAlive = false, isQuiet = processIsQuiet }: Options,
): QueueLoop {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> | undefined

  const schedule = (afterMs = spec.everyMs) => {
    if (stopped) return
    timer = setTimeout(() => {
      current = round().finally(() => (current = undefined))
    }, afterMs)
    if (!keepProcessAlive) timer.unref()
  }
  const round = async () => {
    let ran: unknown = 0
    try {
      ran = await runRound(spec, () => stopped)
    } catch (error) {
      onError(error, spec)
    }
    const backlog = spec.drainWhenQuiet && typeof ran === 'number' && ran >= spec.limit
    schedule(backlog && !stopped && (await isQuiet()) ? 0 : spec.everyMs)
  }

  schedule()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}
