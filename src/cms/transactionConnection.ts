import { createClient, type Client, type InStatement, type Transaction } from '@libsql/client'
import type { DatabaseAdapterObj } from 'payload'

/** How long a transaction waits for another process's write lock (a jobs runner, a migration). */
export const BUSY_TIMEOUT_MS = 5_000

/**
 * libsql hands a client's connection to each transaction and opens a fresh one for whatever
 * comes next, so every transaction cost two new connections — and a new connection parses
 * the whole schema (~500 objects, 1.4 ms) on its first statement. Under a burst of leads that
 * was a fifth of the server's CPU. Transactions here instead run, one after another, on one
 * long-lived connection of their own (oneTransactionAtATime.ts hands out the turns), and the
 * client keeps its own connection for reads and everything else.
 */
export function reuseTransactionConnection(client: Client, url: string): void {
  let connection: Promise<Client> | undefined
  const open = async () => {
    const opened = createClient({ url })
    // Set per connection: wait for other processes' writers, commit durably (as the main connection).
    await opened.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
    await opened.execute('PRAGMA synchronous = FULL')
    return opened
  }
  const closeClient = client.close.bind(client)
  client.close = () => {
    closeClient()
    void connection?.then((opened) => opened.close())
  }
  client.transaction = async (mode = 'write') => {
    const tx = await (connection ??= open())
    await tx.execute(mode === 'write' ? 'BEGIN IMMEDIATE' : 'BEGIN DEFERRED')
    return onConnection(tx)
  }
}

/** A libsql Transaction whose statements run on `connection`, which has just begun it. */
function onConnection(connection: Client): Transaction {
  let closed = false
  const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
    if (closed) return
    await connection.execute(sql)
    closed = true
  }
  return {
    get closed() {
      return closed
    },
    execute: (stmt: InStatement) => connection.execute(stmt),
    // The client's own batch opens a transaction of its own; inside ours, statements run in order.
    batch: async (stmts: InStatement[]) => {
      const results = []
      for (const stmt of stmts) results.push(await connection.execute(stmt))
      return results
    },
    executeMultiple: () => Promise.reject(new Error('executeMultiple is not supported inside a transaction')),
    commit: () => end('COMMIT'),
    rollback: () => end('ROLLBACK').catch(() => void (closed = true)),
    close: () => void (closed ? undefined : end('ROLLBACK').catch(() => void (closed = true))),
  }
}

/** The SQLite adapter with reuseTransactionConnection applied to its client once it connects. */
export function withTransactionConnection(adapter: DatabaseAdapterObj, url: string): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const connect = db.connect
      let patched: Client | undefined
      db.connect = async function (options) {
        await connect?.call(db, options)
        const { client } = db as unknown as { client: Client }
        if (client !== patched) reuseTransactionConnection((patched = client), url)
      }
      return db
    },
  }
}
