import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { boundedStore, STORE_TIMEOUT_MS } from '@/cms/cache/boundedStore.mjs'
import type { CacheStore, StoredEntry } from '@/cms/cache/cacheEntry.mjs'

/**
 * Issue 16: every page and every data read waits on Next's cache handler. Whatever its store
 * does (never settle, settle after 10 s, reject), a read answers within STORE_TIMEOUT_MS as a
 * miss, so the page renders from the database instead of hanging.
 */
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const entry = { lastModified: 1, tags: ['t'], value: null } as unknown as StoredEntry
const never = <T>() => new Promise<T>(() => {})
const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

function store(behaviour: 'never' | 'after 10 s' | 'rejects' | 'answers'): CacheStore {
  const answer = <T>(value: T): Promise<T> =>
    behaviour === 'never'
      ? never()
      : behaviour === 'after 10 s'
        ? after(10_000, value)
        : behaviour === 'rejects'
          ? Promise.reject(new Error('Connection is closed.'))
          : Promise.resolve(value)
  return { get: () => answer(entry), set: () => answer(undefined), expireTags: () => answer(undefined) }
}

async function timed<T>(promise: Promise<T>) {
  const started = Date.now()
  let result: { value: T; ms: number } | undefined
  void promise.then((value) => (result = { value, ms: Date.now() - started }))
  while (!result && Date.now() - started < 30_000) await vi.advanceTimersByTimeAsync(10)
  return result
}

describe('the cache handler store, bounded', () => {
  for (const behaviour of ['never', 'after 10 s'] as const) {
    it(`answers a read as a miss after ${STORE_TIMEOUT_MS} ms when the store's answer comes ${behaviour === 'never' ? 'never' : 'after 10 s'}, and writes too`, async () => {
      const warn = vi.fn()
      const bounded = boundedStore(store(behaviour), { warn })
      expect(await timed(bounded.get('/page', []))).toEqual({ value: null, ms: STORE_TIMEOUT_MS })
      expect(await timed(bounded.set('/page', entry))).toEqual({ value: undefined, ms: STORE_TIMEOUT_MS })
      expect(await timed(bounded.expireTags(['t'], 1))).toEqual({ value: undefined, ms: STORE_TIMEOUT_MS })
      expect(warn).toHaveBeenCalledTimes(3)
      expect(warn).toHaveBeenCalledWith({ operation: 'get', timeoutMs: STORE_TIMEOUT_MS }, expect.any(String))
    })
  }

  it('answers a failing read as a miss at once', async () => {
    const warn = vi.fn()
    const bounded = boundedStore(store('rejects'), { warn })
    expect(await timed(bounded.get('/page', []))).toEqual({ value: null, ms: 0 })
    expect(warn).toHaveBeenCalledWith({ operation: 'get', err: 'Connection is closed.' }, expect.any(String))
  })

  it('passes a store that answers straight through', async () => {
    const bounded = boundedStore(store('answers'), { warn: vi.fn() })
    expect(await timed(bounded.get('/page', []))).toEqual({ value: entry, ms: 0 })
  })
})
