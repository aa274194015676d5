import { DatabaseUnavailableError } from '@/lib/databaseUnavailable'
import { startWork } from '../operations/inFlightWork'

/** At most this many items share one transaction, so one slow batch stays short. */
const MAX_BATCH = 50

/**
 * A write still unsettled after this is given up on: its submitters are answered with an error
 * and the next batch goes ahead. Longer than a transaction can legitimately wait (its turn, 5 s,
 * then SQLite's busy timeout, 5 s), so only a write that is truly stuck reaches it.
 */
export const WRITE_TIMEOUT_MS = 15_000

/** A write given up on: the database did not confirm it in time, so the lead endpoints answer 503. */
export class WriteTimeoutError extends DatabaseUnavailableError {
  constructor(ms: number) {
    super(`write not confirmed within ${ms} ms`)
    this.name = 'WriteTimeoutError'
  }
}

type Waiting<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }

type Options = {
  timeoutMs?: number
  /** Told when a write starts; the function it returns, when that write settles, even late. */
  track?: (boundMs: number) => () => void
}

/**
 * Group commit: items submitted while a batch is being written wait and go together in
 * the next one; each submitter is answered only when its batch has committed. If a batch
 * fails, its items are written again one by one, so one bad item fails alone.
 *
 * A write that has not settled within `timeoutMs` fails its submitters with a
 * DatabaseUnavailableError (the lead endpoints answer it 503 with Retry-After: nothing is
 * acknowledged that was not stored) and is not retried (it may still commit; a visitor who
 * sends again may then leave the lead twice, which sales can see, where a lost lead is not).
 * Later batches no longer wait for it. It stays in the in-flight registry until it settles,
 * so /api/ready reports a process whose lead writes hang.
 */
export class GroupCommit<T, R> {
  private queue: Waiting<T, R>[] = []
  private writing = false
  private readonly timeoutMs: number
  private readonly track: (boundMs: number) => () => void

  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    { timeoutMs = WRITE_TIMEOUT_MS, track = (boundMs) => startWork('lead write', boundMs) }: Options = {},
  ) {
    this.timeoutMs = timeoutMs
    this.track = track
  }

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject })
      void this.drain()
    })
  }

  private async drain(): Promise<void> {
    if (this.writing) return
    this.writing = true
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH)
        try {
          const results = await this.bounded(batch.map((waiting) => waiting.item))
          batch.forEach((waiting, index) => waiting.resolve(results[index]!))
        } catch (error) {
          if (batch.length === 1 || error instanceof WriteTimeoutError) for (const waiting of batch) waiting.reject(error)
          else for (const waiting of batch) await this.writeAlone(waiting)
        }
      }
    } finally {
      this.writing = false
    }
  }

  private async writeAlone(waiting: Waiting<T, R>): Promise<void> {
    try {
      const [result] = await this.bounded([waiting.item])
      waiting.resolve(result!)
    } catch (error) {
      waiting.reject(error)
    }
  }

  /** `write`, or a WriteTimeoutError once it has taken `timeoutMs`; a synchronous throw counts as a rejection. */
  private bounded(items: T[]): Promise<R[]> {
    const done = this.track(this.timeoutMs)
    const writing = new Promise<R[]>((resolve) => resolve(this.write(items)))
    void writing.then(done, done)
    let timer: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new WriteTimeoutError(this.timeoutMs)), this.timeoutMs)
    })
    return Promise.race([writing, timedOut]).finally(() => clearTimeout(timer))
  }
}
