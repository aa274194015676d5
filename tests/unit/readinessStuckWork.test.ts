import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { startWork, STUCK_GRACE_MS, stuckWork } from '@/features/operations/inFlightWork'
import { checkReadiness } from '@/features/operations/readiness'

/**
 * Issue 16: a server once held every page for 20 minutes behind one promise that never settled,
 * while /api/ready answered 200. Work that pages or leads wait on reports to a registry; work
 * still in flight well past its own bound makes the instance not ready.
 */
const silent = pino({ level: 'silent' })

describe('the in-flight work registry', () => {
  it('lists work only once it is past its bound and the grace, and forgets it once done', () => {
    const t0 = 1_000_000
    const done = startWork('lead write', 15_000, t0)
    const other = startWork('redirect rules refresh', 13_000, t0 + 1_000)
    try {
      expect(stuckWork(t0 + 1_000 + 13_000 + STUCK_GRACE_MS)).toEqual([])
      expect(stuckWork(t0 + 20_000)).toEqual([{ kind: 'redirect rules refresh', ageMs: 19_000 }])
      expect(stuckWork(t0 + 20_001)).toEqual([
        { kind: 'lead write', ageMs: 20_001 },
        { kind: 'redirect rules refresh', ageMs: 19_001 },
      ])
    } finally {
      done()
      other()
    }
    expect(stuckWork(t0 + 60_000)).toEqual([])
  })
})

describe('readiness with stuck work', () => {
  it('is not ready, naming the kind of work and not asking the database, while work is stuck', async () => {
    let checked = 0
    const readiness = await checkReadiness(
      async () => void (checked += 1),
      silent,
      2_000,
      () => [{ kind: 'lead write', ageMs: 21_500 }],
    )
    expect(readiness).toEqual({ ready: false, reason: 'a lead write has not finished for 21 s' })
    expect(checked).toBe(0)
  })

  it('reads the process-wide registry by default', async () => {
    const done = startWork('redirect rules refresh', -STUCK_GRACE_MS - 1_000, Date.now() - 5_000)
    try {
      expect(await checkReadiness(async () => {}, silent)).toEqual({
        ready: false,
        reason: 'a redirect rules refresh has not finished for 5 s',
      })
    } finally {
      done()
    }
    expect(await checkReadiness(async () => {}, silent)).toEqual({ ready: true })
  })
})
