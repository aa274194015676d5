import type { EventEmitter } from 'node:events'

import type { DatabaseAdapterObj } from 'payload'

import { log } from '@/lib/log'
import { databaseUnavailableReason } from '@/lib/databaseUnavailable'

const watched = new WeakSet<EventEmitter>()

const ignore = () => {}

/**
 * node-postgres reports a connection the server drops (a restart, a failover, a network cut) as
 * an 'error' event: on the pool for an idle connection, on the client itself for one checked
 * out, as a transaction's is. An 'error' event nobody listens to crashes the process, and
 * neither Payload's adapter nor drizzle listens, so one database restart during a lead's
 * transaction would take the instance down with it. The pool has already discarded an idle
 * connection, so that is logged; a checked-out one's error also fails its queries, which
 * answer for it, so its own listener only keeps the process alive.
 */
export function watchPool(pool: EventEmitter): void {
  if (watched.has(pool)) return
  watched.add(pool)
  pool.on('error', (error: unknown) => {
    const code = databaseUnavailableReason(error) ?? (error instanceof Error ? error.name : 'unknown')
    log().warn({ msg: 'idle database connection lost', code })
  })
  pool.on('connect', (client: EventEmitter) => client.on('error', ignore))
}

/** The PostgreSQL adapter with watchPool applied to its pool once it exists. */
export function logPoolErrors(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const connect = db.connect
      db.connect = async function (options) {
        try {
          await connect?.call(db, options)
        } finally {
          // The pool exists even when the first connection failed, and will serve the retries.
          const { pool } = db as unknown as { pool?: EventEmitter }
          if (pool) watchPool(pool)
        }
      }
      return db
    },
  }
}
