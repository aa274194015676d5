import { afterEach, describe, expect, it, vi } from 'vitest'

import { clearTrackingCookies, trackingCookieNames } from '@/features/integrations/trackingCookies'

const TRACKING = [
  '_ga',
  '_ga_XYZ',
  '_gcl_au',
  'hubspotutk',
  '__hstc',
  'li_fat_id',
  'intercom-session-x',
  'ajs_anonymous_id',
  'cipherwell_utm',
]

describe('trackingCookieNames', () => {
  it('picks the gated scripts’ cookies and leaves the consent cookie and unrelated ones', () => {
    const cookies = [
      'cookie-permissions=accepted',
      ...TRACKING.map((name, index) => `${name}=value${index}`),
      'session=abc',
      'theme=dark',
      'ga=1',
      'my_ajs_thing=1',
    ].join('; ')
    expect(trackingCookieNames(cookies)).toEqual(TRACKING)
  })

  it('finds nothing in an empty or untracked jar', () => {
    expect(trackingCookieNames('')).toEqual([])
    expect(trackingCookieNames('cookie-permissions=rejected; session=abc')).toEqual([])
  })

  it('reads names whose values contain = signs', () => {
    expect(trackingCookieNames('cipherwell_utm=dXRtX3NvdXJjZT1kaXJlY3Q=;_ga=GA1.1.2=3')).toEqual([
      'cipherwell_utm',
      '_ga',
    ])
  })
})

function memoryStorage(initial: Record<string, string>) {
  const items: Record<string, string> = { ...initial }
  // Object.keys(localStorage) lists the stored keys, as a browser's Storage does.
  Object.defineProperty(items, 'removeItem', {
    enumerable: false,
    value: (key: string) => {
      delete items[key]
    },
  })
  return items
}

function stubPage(cookies: string, storage: Record<string, string>) {
  const written: string[] = []
  vi.stubGlobal('document', {
    get cookie() {
      return cookies
    },
    set cookie(value: string) {
      written.push(value)
    },
  })
  vi.stubGlobal('window', { location: { hostname: 'www.cipherwell.com' }, localStorage: storage })
  return written
}

describe('clearTrackingCookies (consent withdrawn)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('expires each tracking cookie on no domain, the host and its parent domain, but not on the TLD', () => {
    const written = stubPage(
      'cookie-permissions=rejected; _ga=1; session=abc; cipherwell_utm=eA==; ajs_user_id=7',
      memoryStorage({}),
    )
    clearTrackingCookies()
    const expected = ['_ga', 'cipherwell_utm', 'ajs_user_id'].flatMap((name) => [
      `${name}=; Path=/; Max-Age=0`,
      `${name}=; Path=/; Max-Age=0; Domain=www.cipherwell.com`,
      `${name}=; Path=/; Max-Age=0; Domain=cipherwell.com`,
    ])
    expect(written).toEqual(expected)
    expect(written.some((cookie) => cookie.includes('Domain=com'))).toBe(false)
    expect(written.some((cookie) => cookie.startsWith('cookie-permissions=') || cookie.startsWith('session='))).toBe(
      false,
    )
  })

  it('writes nothing when there are no tracking cookies', () => {
    const written = stubPage('cookie-permissions=rejected; session=abc', memoryStorage({}))
    clearTrackingCookies()
    expect(written).toEqual([])
  })

  it("removes Segment's ajs_ keys from localStorage and nothing else", () => {
    const storage = memoryStorage({
      ajs_anonymous_id: '"a"',
      ajs_user_traits: '{}',
      utms: '{"utmSource":"x"}',
      'cipherwell-visitor-id': 'v',
      my_ajs_key: 'k',
    })
    stubPage('', storage)
    clearTrackingCookies()
    expect(Object.keys(storage).sort()).toEqual(['cipherwell-visitor-id', 'my_ajs_key', 'utms'])
  })

  it('does not throw when localStorage is blocked', () => {
    stubPage('_ga=1', memoryStorage({}))
    vi.stubGlobal('window', {
      location: { hostname: 'www.cipherwell.com' },
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    expect(() => clearTrackingCookies()).not.toThrow()
  })
})
