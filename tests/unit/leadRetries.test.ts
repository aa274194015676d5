import { describe, expect, it } from 'vitest'

import { RETRY_HORIZON_MS, retriesFor, totalBackoffMs } from '@/cms/leads/retries'

const HOUR = 60 * 60 * 1000

/** Payload's exponential backoff, as calculateBackoffWaitUntil computes it: 2^(tries so far) × base. */
const payloadWaits = (base: number, retries: number) => Array.from({ length: retries }, (_, tried) => 2 ** tried * base)

describe('lead delivery retries', () => {
  it.each([
    ['the default one-minute base', 60_000],
    ['a one-second base', 1_000],
    ['the tests’ 50 ms base', 50],
    ['the smallest base env.ts allows', 10],
  ])('keep retrying for at least 24 hours at %s, and not needlessly longer', (_, base) => {
    const retries = retriesFor(base)
    expect(totalBackoffMs(base, retries)).toBeGreaterThanOrEqual(RETRY_HORIZON_MS)
    expect(totalBackoffMs(base, retries - 1)).toBeLessThan(RETRY_HORIZON_MS)
    expect(payloadWaits(base, retries).reduce((sum, wait) => sum + wait, 0)).toBe(totalBackoffMs(base, retries))
  })

  it('retries 11 times (about 34 hours) at the default base', () => {
    expect(retriesFor(60_000)).toBe(11)
    expect(totalBackoffMs(60_000, 11) / HOUR).toBeCloseTo(34.1, 1)
  })

  it('retries more often as the base shrinks', () => {
    expect(retriesFor(50)).toBeGreaterThan(retriesFor(60_000))
    expect(retriesFor(50)).toBe(21)
  })

  it('honours another horizon', () => {
    expect(totalBackoffMs(1_000, retriesFor(1_000, HOUR))).toBeGreaterThanOrEqual(HOUR)
    expect(retriesFor(HOUR, HOUR)).toBe(1)
  })
})
