import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { GroupCommit, WRITE_TIMEOUT_MS, WriteTimeoutError } from '@/features/leads/groupCommit'
import { databaseUnavailableReason } from '@/lib/databaseUnavailable'

/**
 * Issue 16: the lead endpoints wait on group commit's batches. A write that never settles must
 * not hold its submitters or the batches after it for ever; its submitters get an error the
 * endpoints answer 503 (never an acknowledgement), and the registry keeps it until it settles.
 */
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

type Outcome = { value?: string; error?: unknown; atMs?: number }

function settleInto(promise: Promise<string>, started: number): Outcome {
  const outcome: Outcome = {}
  promise.then(
    (value) => Object.assign(outcome, { value, atMs: Date.now() - started }),
    (error: unknown) => Object.assign(outcome, { error, atMs: Date.now() - started }),
  )
  return outcome
}

function tracked() {
  const open = new Set<number>()
  let next = 0
  const track = (boundMs: number) => {
    expect(boundMs).toBe(WRITE_TIMEOUT_MS)
    const id = next++
    open.add(id)
    return () => void open.delete(id)
  }
  return { track, open }
}

describe('group commit when a write never settles', () => {
  it('rejects that batch after its bound with a database-unavailable error, and writes later batches', async () => {
    const written: string[][] = []
    let calls = 0
    const write = vi.fn((items: string[]) => {
      calls += 1
      if (calls === 1) return new Promise<string[]>(() => {}) // hangs for ever
      written.push(items)
      return Promise.resolve(items.map((item) => `stored ${item}`))
    })
    const { track, open } = tracked()
    const commit = new GroupCommit(write, { track })
    const started = Date.now()
    const first = settleInto(commit.submit('a'), started)
    // Arrive while the first batch is being written: they share the next one.
    const second = settleInto(commit.submit('b'), started)
    const third = settleInto(commit.submit('c'), started)
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - 1)
    expect(first).toEqual({})
    expect(open.size).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(first.error).toBeInstanceOf(WriteTimeoutError)
    expect(first.atMs).toBe(WRITE_TIMEOUT_MS)
    // The lead endpoints answer this error 503 with Retry-After (unavailableWhenDatabaseDown).
    expect(databaseUnavailableReason(first.error)).toBe(`write not confirmed within ${WRITE_TIMEOUT_MS} ms`)
    expect(second).toEqual({ value: 'stored b', atMs: WRITE_TIMEOUT_MS })
    expect(third).toEqual({ value: 'stored c', atMs: WRITE_TIMEOUT_MS })
    expect(written).toEqual([['b', 'c']])
    // The stuck write is still in flight for readiness, since it never settled.
    expect(open.size).toBe(1)
  })

  it('fails every submitter of a timed-out batch without writing them again one by one', async () => {
    let calls = 0
    const write = vi.fn((items: string[]) => {
      calls += 1
      if (calls === 1) return Promise.resolve(items.map((item) => `stored ${item}`))
      return new Promise<string[]>(() => {})
    })
    const commit = new GroupCommit(write, { track: tracked().track })
    const started = Date.now()
    const opener = settleInto(commit.submit('opener'), started)
    const batch = ['x', 'y', 'z'].map((item) => settleInto(commit.submit(item), started))
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS)
    expect(opener.value).toBe('stored opener')
    for (const outcome of batch) expect(outcome.error).toBeInstanceOf(WriteTimeoutError)
    // A retry could store the same lead twice once the stuck write commits after all.
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('answers a write that settles after 10 s normally, and one that rejects with its own error', async () => {
    const write = vi
      .fn<(items: string[]) => Promise<string[]>>()
      .mockImplementationOnce((items) => new Promise((resolve) => setTimeout(() => resolve(items.map((i) => `late ${i}`)), 10_000)))
      .mockRejectedValueOnce(new Error('SQLITE_CONSTRAINT'))
    const { track, open } = tracked()
    const commit = new GroupCommit(write, { track })
    const started = Date.now()
    const late = settleInto(commit.submit('a'), started)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(late).toEqual({ value: 'late a', atMs: 10_000 })
    expect(open.size).toBe(0)
    const failing = settleInto(commit.submit('b'), started)
    await vi.advanceTimersByTimeAsync(0)
    expect(failing.error).toEqual(new Error('SQLITE_CONSTRAINT'))
    expect(open.size).toBe(0)
  })

  it('bounds the one-by-one retries of a failed batch too', async () => {
    let calls = 0
    const write = vi.fn((items: string[]) => {
      calls += 1
      if (calls === 1) return Promise.resolve(items.map((item) => `stored ${item}`))
      if (calls === 2) return Promise.reject(new Error('one bad item'))
      if (items[0] === 'q') return new Promise<string[]>(() => {})
      return Promise.resolve(items.map((item) => `alone ${item}`))
    })
    const commit = new GroupCommit(write, { track: tracked().track })
    const started = Date.now()
    void commit.submit('opener')
    const p = settleInto(commit.submit('p'), started)
    const q = settleInto(commit.submit('q'), started)
    const r = settleInto(commit.submit('r'), started)
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS)
    expect(p.value).toBe('alone p')
    expect(q.error).toBeInstanceOf(WriteTimeoutError)
    // The next item goes on as soon as the stuck one is given up on.
    expect(r).toEqual({ value: 'alone r', atMs: WRITE_TIMEOUT_MS })
  })
})
