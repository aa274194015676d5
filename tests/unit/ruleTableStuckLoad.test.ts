import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { RedirectRule } from '@/lib/redirects/match'
import {
  FIRST_LOAD_WAIT_MS,
  REFRESH_TIMEOUT_MS,
  RefreshTimeoutError,
  RULES_TTL_MS,
  createRuleTable,
} from '@/features/redirects/ruleTable'

/**
 * Issue 16: every page request passes through the proxy's rule table, and once a refresh whose
 * promise never settled held every page of a server until it was restarted. Whatever load()
 * does (never settle, settle after 10 s, reject), get() answers within its bound and serves the
 * last table.
 */
const rule = (from: string, to: string): RedirectRule => ({ from, to, status: 301 })
const never = () => new Promise<RedirectRule[]>(() => {})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** get()'s answer, and the fake milliseconds it took (advanced 10 ms at a time until it answers, or `limitMs`). */
async function timedGet(table: ReturnType<typeof createRuleTable>, limitMs = 30_000) {
  let answer: string[] | undefined
  void table.get().then((rules) => (answer = [...rules.keys()]))
  let waited = 0
  await vi.advanceTimersByTimeAsync(0)
  while (answer === undefined && waited < limitMs) {
    await vi.advanceTimersByTimeAsync(10)
    waited += 10
  }
  return { answer, waited }
}

function tracked() {
  const open = new Set<number>()
  let next = 0
  const track = vi.fn((boundMs: number) => {
    const id = next++
    open.add(id)
    expect(boundMs).toBe(REFRESH_TIMEOUT_MS)
    return () => void open.delete(id)
  })
  return { track, open }
}

describe('the redirect table when its source misbehaves', () => {
  it('lets requests that arrive together during the first load wait only until 1 s after the first', async () => {
    const table = createRuleTable({ load: never })
    void table.get()
    await vi.advanceTimersByTimeAsync(600)
    expect((await timedGet(table)).waited).toBe(FIRST_LOAD_WAIT_MS - 600)
  })

  it('answers the very first request after at most 1 s, with no redirects, when the first load never settles', async () => {
    const onError = vi.fn()
    const table = createRuleTable({ load: never, onError })
    const first = await timedGet(table)
    expect(first.answer).toEqual([])
    expect(first.waited).toBe(FIRST_LOAD_WAIT_MS)
    // Requests arriving while that load is still pending do not wait a second time…
    expect((await timedGet(table)).waited).toBe(0)
    // The load is dropped after its own bound, counted as a failure.
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS)
    expect(onError).toHaveBeenCalledWith(expect.any(RefreshTimeoutError))
    expect((await timedGet(table)).waited).toBe(0)
  })

  it('serves the last table at once while a refresh never settles, drops it after its bound, then refreshes again', async () => {
    const load = vi.fn<() => Promise<RedirectRule[]>>()
    const { track, open } = tracked()
    const onError = vi.fn()
    load.mockResolvedValueOnce([rule('/a', '/b')]).mockImplementationOnce(never).mockResolvedValueOnce([rule('/c', '/d')])
    const table = createRuleTable({ load, onError, track })
    expect((await timedGet(table)).answer).toEqual(['/a'])
    await vi.advanceTimersByTimeAsync(RULES_TTL_MS)
    for (let i = 0; i < 5; i++) {
      const during = await timedGet(table)
      expect(during).toEqual({ answer: ['/a'], waited: 0 })
      await vi.advanceTimersByTimeAsync(500)
    }
    expect(load).toHaveBeenCalledTimes(2)
    expect(open.size).toBe(1) // the stuck refresh, as /api/ready sees it
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(open.size).toBe(0) // dropped: nothing waits on it any more
    await vi.advanceTimersByTimeAsync(RULES_TTL_MS)
    await timedGet(table) // starts the next refresh
    expect(load).toHaveBeenCalledTimes(3)
    expect((await timedGet(table)).answer).toEqual(['/c'])
  })

  it('ignores a dropped refresh that settles after 10 s, so it never replaces a newer table', async () => {
    let settleLate!: (rules: RedirectRule[]) => void
    const load = vi.fn<() => Promise<RedirectRule[]>>()
    load
      .mockResolvedValueOnce([rule('/old', '/x')])
      .mockImplementationOnce(() => new Promise((resolve) => (settleLate = resolve)))
      .mockResolvedValueOnce([rule('/newest', '/y')])
    const table = createRuleTable({ load })
    expect((await timedGet(table)).answer).toEqual(['/old'])
    await vi.advanceTimersByTimeAsync(RULES_TTL_MS)
    expect((await timedGet(table)).waited).toBe(0) // the slow refresh starts; the request does not wait
    // Dropped after its bound; the next refresh, one TTL later, succeeds.
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS + RULES_TTL_MS)
    await timedGet(table)
    expect((await timedGet(table)).answer).toEqual(['/newest'])
    // Ten seconds after it started, the dropped load finally answers, with what is by now out of date.
    await vi.advanceTimersByTimeAsync(10_000 - REFRESH_TIMEOUT_MS - RULES_TTL_MS)
    settleLate([rule('/stale', '/z')])
    await vi.advanceTimersByTimeAsync(0)
    expect((await timedGet(table)).answer).toEqual(['/newest'])
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('keeps serving the last table, without waiting, while loads reject', async () => {
    const load = vi.fn<() => Promise<RedirectRule[]>>()
    const onError = vi.fn()
    load.mockResolvedValueOnce([rule('/a', '/b')]).mockRejectedValue(new Error('socket hang up'))
    const table = createRuleTable({ load, onError })
    expect((await timedGet(table)).answer).toEqual(['/a'])
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(RULES_TTL_MS)
      expect(await timedGet(table)).toEqual({ answer: ['/a'], waited: 0 })
    }
    expect(onError).toHaveBeenCalledTimes(4)
    expect(onError).toHaveBeenCalledWith(new Error('socket hang up'))
  })
})
