/**
 * How one queue is driven: every `everyMs`, up to `limit` due jobs, one after another, picked
 * in `processingOrder` (a sort on the jobs collection; Payload's default is `createdAt`).
 */
export type QueueSpec = { queue: string; everyMs: number; limit: number; processingOrder?: string }

export type QueueLoop = {
  /** No new round or job starts; resolves once the job under way (if any) has finished. */
  stop: () => Promise<void>
}

type Options = {
  /** Runs one round of the queue, checking `stopping()` before each job. */
  runRound: (spec: QueueSpec, stopping: () => boolean) => Promise<unknown>
  onError: (error: unknown, spec: QueueSpec) => void
  /**
   * Whether the loop's timer keeps the process alive: true in a process that only runs jobs
   * (scripts/jobs.ts); false in the Next server, which must be free to exit on its own.
   */
  keepProcessAlive?: boolean
}

/**
 * A round every `everyMs`, the next one only once this one is done: a slow job delays its own
 * queue, never another queue's loop, and rounds never pile up. A failed round is reported and
 * the loop goes on.
 */
export function startQueue(spec: QueueSpec, { runRound, onError, keepProcessAlive = false }: Options): QueueLoop {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> | undefined

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      current = round().finally(() => {
        current = undefined
        schedule()
      })
    }, spec.everyMs)
    if (!keepProcessAlive) timer.unref()
  }
  const round = async () => {
    try {
      await runRound(spec, () => stopped)
    } catch (error) {
      onError(error, spec)
    }
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
