import type { DatabaseAdapterObj } from 'payload'

/** As long as SQLite's usual busy timeout: a turn held longer is a transaction waiting on another. */
export const TURN_TIMEOUT_MS = 5_000

type TransactionID = number | string | Promise<number | string>

/**
 * This process's transactions take turns. They all run on one long-lived connection
 * (transactionConnection.ts), which holds one transaction at a time, and SQLite takes one
 * writer at a time anyway. (Before that connection existed, libsql opened one per
 * transaction without a busy timeout, and two visitors submitting together lost a lead to
 * SQLITE_BUSY.) A turn held past TURN_TIMEOUT_MS is not waited for any longer, so a
 * transaction that waits on another fails as busy_timeout would make it fail, instead of
 * waiting forever.
 */
export function oneTransactionAtATime(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const { beginTransaction, commitTransaction, rollbackTransaction } = db
      const releases = new Map<number | string, () => void>()
      let turn: Promise<void> = Promise.resolve()

      db.beginTransaction = async function (options) {
        const previous = turn
        let release!: () => void
        turn = new Promise((resolve) => (release = resolve))
        let timer: NodeJS.Timeout | undefined
        await Promise.race([previous, new Promise((resolve) => (timer = setTimeout(resolve, TURN_TIMEOUT_MS)))])
        clearTimeout(timer)
        try {
          const id = await beginTransaction.call(db, options)
          if (id === null) release()
          else releases.set(id, release)
          return id
        } catch (error) {
          release()
          throw error
        }
      }
      const thenRelease = (end: (id: TransactionID) => Promise<void>) =>
        async function (incoming: TransactionID) {
          const id = await incoming
          try {
            await end.call(db, id)
          } finally {
            releases.get(id)?.()
            releases.delete(id)
          }
        }
      db.commitTransaction = thenRelease(commitTransaction)
      db.rollbackTransaction = thenRelease(rollbackTransaction)
      return db
    },
  }
}
