import { EventEmitter } from 'node:events'

import type { DatabaseAdapterObj } from 'payload'
import { describe, expect, it } from 'vitest'

import { logPoolErrors, watchPool } from '@/cms/logPoolErrors'

const dropped = () => new Error('Connection terminated unexpectedly')

describe('watchPool', () => {
  it('keeps the process alive when an idle connection or a checked-out client is dropped', () => {
    const pool = new EventEmitter()
    // Without a listener, emitting 'error' throws: in a pg socket handler, that is a crash.
    expect(() => new EventEmitter().emit('error', dropped())).toThrow('Connection terminated unexpectedly')
    watchPool(pool)
    expect(() => pool.emit('error', dropped())).not.toThrow()
    const client = new EventEmitter()
    pool.emit('connect', client)
    expect(() => client.emit('error', dropped())).not.toThrow()
  })

  it('listens once however often it is applied', () => {
    const pool = new EventEmitter()
    watchPool(pool)
    watchPool(pool)
    expect(pool.listenerCount('error')).toBe(1)
    expect(pool.listenerCount('connect')).toBe(1)
  })
})

describe('logPoolErrors', () => {
  /** A stand-in for Payload's PostgreSQL adapter: connect() creates the pool, then may fail to reach the server. */
  const adapter = (fails: boolean) => {
    const db = {
      pool: undefined as EventEmitter | undefined,
      connect: async () => {
        db.pool = new EventEmitter()
        if (fails) throw new Error('Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:5432')
      },
    }
    return {
      db,
      wrapped: logPoolErrors({
        name: 'postgres',
        defaultIDType: 'number',
        init: () => db,
      } as unknown as DatabaseAdapterObj),
    }
  }

  it('watches the pool once the adapter has connected', async () => {
    const { db, wrapped } = adapter(false)
    const initialised = wrapped.init({ payload: {} } as never)
    await initialised.connect!()
    expect(db.pool!.listenerCount('error')).toBe(1)
  })

  it('watches the pool of a first connection that failed, and still reports the failure', async () => {
    const { db, wrapped } = adapter(true)
    const initialised = wrapped.init({ payload: {} } as never)
    await expect(initialised.connect!()).rejects.toThrow('cannot connect to Postgres')
    expect(db.pool!.listenerCount('error')).toBe(1)
  })
})
