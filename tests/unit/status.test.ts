import { describe, expect, it, vi } from 'vitest'

import { STATUS_FALLBACK, STATUS_REFRESH_SECONDS, fetchStatus, parseStatus } from '@/features/footer/status'

const body = (indicator: string, description: string) => ({ page: { id: 'x' }, status: { indicator, description } })

describe('parseStatus', () => {
  it('reads a Statuspage status.json body', () => {
    expect(parseStatus(body('minor', 'Partial outage'))).toEqual({ indicator: 'minor', description: 'Partial outage' })
    expect(parseStatus(body('maintenance', '  Scheduled work  '))).toEqual({
      indicator: 'maintenance',
      description: 'Scheduled work',
    })
  })

  it('falls back to "All systems normal" for anything unexpected', () => {
    expect(STATUS_FALLBACK).toEqual({ indicator: 'none', description: 'All systems normal' })
    for (const bad of [
      { status: { description: 'No indicator' } },
      body('on-fire', 'Unknown indicator'),
      body('major', ''),
      body('major', '   '),
      null,
      'major',
      42,
    ]) {
      expect(parseStatus(bad)).toEqual(STATUS_FALLBACK)
    }
  })
})

describe('fetchStatus', () => {
  it('does not fetch without a URL', async () => {
    const resolve = vi.fn()
    expect(await fetchStatus(null, { resolve })).toEqual(STATUS_FALLBACK)
    expect(await fetchStatus(undefined, { resolve })).toEqual(STATUS_FALLBACK)
    expect(resolve).not.toHaveBeenCalled()
  })

  // Answers from real servers (refusals, redirects, timeouts, size): tests/integration/statusFeedSsrf.test.ts.
  it('falls back, without resolving anything, for a URL it will not fetch', async () => {
    const resolve = vi.fn()
    for (const url of ['http://status.cipherwell.com/status.json', 'https://user:pw@status.cipherwell.com/', 'not a url', 'https://127.0.0.1/'])
      expect(await fetchStatus(url, { resolve })).toEqual(STATUS_FALLBACK)
    expect(resolve).not.toHaveBeenCalled()
  })

  it('refreshes every minute', () => {
    expect(STATUS_REFRESH_SECONDS).toBe(60)
  })
})
