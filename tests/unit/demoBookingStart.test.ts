import { afterEach, describe, expect, it, vi } from 'vitest'

import type { AnalyticsCall } from '@/features/analytics/analytics'
import { startDemoBooking } from '@/features/demo-booking/startDemoBooking'

const UTMS = { utmSource: 'newsletter', utmCampaign: 'spring' }

function stubPage(search: string, fetchImpl: typeof fetch) {
  const page = {
    location: { search },
    localStorage: {
      getItem: (key: string) => (key === 'utms' ? JSON.stringify(UTMS) : null),
      removeItem: () => {},
    },
    __cipherwellAnalytics: [] as AnalyticsCall[],
  }
  vi.stubGlobal('window', page)
  vi.stubGlobal('fetch', fetchImpl)
  return page
}

describe('startDemoBooking', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('posts {email, utms} with keepalive and tracks the topic from the query string', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    const page = stubPage('?topic=pci&utm_source=ignored', fetchMock)
    startDemoBooking('ada@fintech.example')
    expect(fetchMock).toHaveBeenCalledOnce()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/demo')
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } })
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@fintech.example', utms: UTMS })
    expect(page.__cipherwellAnalytics).toEqual([
      { type: 'track', event: 'started_demo_booking', properties: { topic: 'pci', attribution: UTMS } },
    ])
  })

  it('tracks no topic when the page has none', () => {
    const page = stubPage(
      '',
      vi.fn(() => Promise.resolve(new Response(null))),
    )
    startDemoBooking('ada@fintech.example')
    expect(page.__cipherwellAnalytics[0]).toMatchObject({ properties: { topic: undefined } })
  })

  it('swallows a failed request: the booking goes on', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const page = stubPage('', fetchMock)
    expect(() => startDemoBooking('ada@fintech.example')).not.toThrow()
    await Promise.resolve()
    expect(page.__cipherwellAnalytics).toHaveLength(1)
  })
})
