import { describe, expect, it, vi } from 'vitest'

import { STATUS_FALLBACK, fetchStatus, parseStatus } from '@/features/footer/status'

const STATUS_URL = 'https://status.cipherwell.com/api/v2/status.json'
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
  const respond = (response: Response) => vi.fn(async () => response)

  it('does not fetch without a URL', async () => {
    const fetchImpl = vi.fn()
    expect(await fetchStatus(null, fetchImpl)).toEqual(STATUS_FALLBACK)
    expect(await fetchStatus(undefined, fetchImpl)).toEqual(STATUS_FALLBACK)
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('returns the parsed status and asks Next to cache it for a minute', async () => {
    const fetchImpl = respond(Response.json(body('major', 'Major outage')))
    expect(await fetchStatus(STATUS_URL, fetchImpl)).toEqual({ indicator: 'major', description: 'Major outage' })
    expect(fetchImpl).toHaveBeenCalledWith(STATUS_URL, expect.objectContaining({ next: { revalidate: 60 } }))
  })

  it('falls back on an error status, a thrown fetch or a body that is not JSON', async () => {
    const unavailable = respond(Response.json(body('major', 'x'), { status: 503 }))
    expect(await fetchStatus(STATUS_URL, unavailable)).toEqual(STATUS_FALLBACK)
    expect(await fetchStatus(STATUS_URL, vi.fn(async () => Promise.reject(new TypeError('fetch failed'))))).toEqual(
      STATUS_FALLBACK,
    )
    expect(await fetchStatus(STATUS_URL, respond(new Response('<html>oops</html>')))).toEqual(STATUS_FALLBACK)
  })
})
