/** At most this many items share one transaction, so one slow batch stays short. */
const MAX_BATCH = 50

type Waiting<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }

/**
 * Group commit: items submitted while a batch is being written wait and go together in
 * the next one; each submitter is answered only when its batch has committed. If a batch
 * fails, its items are written again one by one, so one bad item fails alone.
 */
export class GroupCommit<T, R> {
  private queue: Waiting<T, R>[] = []
  private writing = false

  constructor(private readonly write: (items: T[]) => Promise<R[]>) {}

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
          const results = await this.write(batch.map((waiting) => waiting.item))
          batch.forEach((waiting, index) => waiting.resolve(results[index]!))
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error)
          else for (const waiting of batch) await this.writeAlone(waiting)
        }
      }
    } finally {
      this.writing = false
    }
  }

  private async writeAlone(waiting: Waiting<T, R>): Promise<void> {
    try {
      const [result] = await this.write([waiting.item])
      waiting.resolve(result!)
    } catch (error) {
      waiting.reject(error)
    }
  }
}
