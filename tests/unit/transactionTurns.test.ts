import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { oneTransactionAtATime, TURN_TIMEOUT_MS } from '@/cms/oneTransactionAtATime'

/**
 * Issue 16: SQLite's transactions take turns on one connection. A transaction that never ends
 * (its request hung, its commit never settled) must not hold the next ones for ever: each waits
 * for its turn at most TURN_TIMEOUT_MS, then goes ahead.
 */
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function fakeDatabase() {
  let nextId = 1
  const begun: number[] = []
  const adapter = {
    name: 'fake',
    init: () =>
      ({
        name: 'fake',
        beginTransaction: async () => {
          const id = nextId++
          begun.push(id)
          return id
        },
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
      }) as unknown as BaseDatabaseAdapter,
  } as unknown as DatabaseAdapterObj
  const db = oneTransactionAtATime(adapter).init({ payload: {} } as Parameters<DatabaseAdapterObj['init']>[0])
  return { db, begun }
}

const when = (promise: Promise<unknown>) => {
  const state: { atMs?: number } = {}
  const started = Date.now()
  void promise.then(() => (state.atMs = Date.now() - started))
  return state
}

describe('transaction turns', () => {
  it('lets the next transaction begin once the previous one commits', async () => {
    const { db } = fakeDatabase()
    const first = await db.beginTransaction()
    const second = when(db.beginTransaction())
    await vi.advanceTimersByTimeAsync(100)
    expect(second).toEqual({})
    await db.commitTransaction(first!)
    await vi.advanceTimersByTimeAsync(0)
    expect(second.atMs).toBe(100)
  })

  it('gives up waiting on a transaction that never ends after 5 s, and no later one waits longer than 5 s from when it asked', async () => {
    const { db, begun } = fakeDatabase()
    await db.beginTransaction() // never committed nor rolled back
    const second = when(db.beginTransaction())
    const third = when(db.beginTransaction())
    await vi.advanceTimersByTimeAsync(TURN_TIMEOUT_MS - 1)
    expect(second).toEqual({})
    await vi.advanceTimersByTimeAsync(1)
    expect(second.atMs).toBe(TURN_TIMEOUT_MS)
    // Each counts from when it asked, so a queue behind a stuck transaction does not add up.
    expect(third.atMs).toBe(TURN_TIMEOUT_MS)
    expect(begun).toEqual([1, 2, 3])
  })

  it('hands the turn on when a transaction rolls back, or fails to begin', async () => {
    const { db } = fakeDatabase()
    const first = await db.beginTransaction()
    const second = when(db.beginTransaction())
    await db.rollbackTransaction(first!)
    await vi.advanceTimersByTimeAsync(0)
    expect(second.atMs).toBe(0)
  })
})
