import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Module = typeof import('@/features/attribution/captureAttribution')

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: vi.fn((key: string) => void items.delete(key)),
  }
}

type Page = {
  search?: string
  host?: string
  protocol?: string
  referrer?: string
  cookies?: string
  storage?: ReturnType<typeof memoryStorage>
}

/** A page as the module sees it: location, referrer, a cookie jar that records writes, and localStorage. */
function stubPage({
  search = '',
  host = 'www.cipherwell.com',
  protocol = 'https:',
  referrer = '',
  cookies = '',
  storage = memoryStorage(),
}: Page) {
  const written: string[] = []
  const document = {
    referrer,
    get cookie() {
      return cookies
    },
    set cookie(value: string) {
      written.push(value)
    },
  }
  vi.stubGlobal('window', { location: { search, host, hostname: host.split(':')[0], protocol }, localStorage: storage })
  vi.stubGlobal('document', document)
  return { written, storage }
}

/** A fresh copy of the module: its once-per-page-load state starts empty. */
async function load(): Promise<Module> {
  vi.resetModules()
  return import('@/features/attribution/captureAttribution')
}

/** The decoded UTM string of a cipherwell_utm cookie assignment, and its attributes. */
function decode(cookie: string) {
  const [pair, ...attributes] = cookie.split('; ')
  expect(pair).toMatch(/^cipherwell_utm=/)
  const value = Buffer.from(pair!.slice('cipherwell_utm='.length), 'base64').toString('utf8')
  return { value, attributes }
}

const DIRECT = 'utm_source=direct&utm_medium=direct&utm_campaign=direct&utm_term=direct&utm_content=direct'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('captureAttribution', () => {
  it('stores the landing URL’s UTMs as the utms record, replacing the old one', async () => {
    const storage = memoryStorage({ utms: JSON.stringify({ utmSource: 'old', utmCampaign: 'old' }) })
    stubPage({ search: '?utm_source=newsletter&utm_medium=email&gclid=G-1&x=y', storage })
    const { captureAttribution } = await load()
    captureAttribution()
    expect(JSON.parse(storage.items.get('utms')!)).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      gclid: 'G-1',
    })
  })

  it('gives the stored record the UTM cookie’s 14 days, after which forms no longer see it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T10:00:00Z') })
    try {
      const storage = memoryStorage()
      stubPage({ search: '?utm_source=newsletter', storage })
      const { captureAttribution } = await load()
      captureAttribution()
      expect(Number(storage.items.get('utms-expires'))).toBe(Date.parse('2026-11-15T10:00:00Z'))
      const { readStoredUtms } = await import('@/features/attribution/storedUtms')
      expect(readStoredUtms(Date.parse('2026-11-15T09:59:59Z'))).toEqual({ utmSource: 'newsletter' })
      expect(readStoredUtms(Date.parse('2026-11-15T10:00:00Z'))).toEqual({})
      expect(storage.items.has('utms')).toBe(false)
      expect(storage.items.has('utms-expires')).toBe(false)
      expect(console.error).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('dates a record stored before records had an end, from this page load', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T10:00:00Z') })
    try {
      const record = JSON.stringify({ utmSource: 'earlier' })
      const storage = memoryStorage({ utms: record })
      stubPage({ storage })
      const { captureAttribution } = await load()
      captureAttribution()
      expect(storage.items.get('utms')).toBe(record)
      expect(Number(storage.items.get('utms-expires'))).toBe(Date.parse('2026-11-15T10:00:00Z'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('removes a record whose 14 days have passed on the next page load', async () => {
    const storage = memoryStorage({ utms: JSON.stringify({ utmSource: 'earlier' }), 'utms-expires': String(Date.now() - 1) })
    stubPage({ storage })
    const { captureAttribution } = await load()
    captureAttribution()
    expect(storage.items.size).toBe(0)
  })

  it('removes a record that fails the check on the next page load, logging why', async () => {
    const storage = memoryStorage({ utms: '{"utmSource": 42}', 'utms-expires': String(Date.now() + 60_000) })
    stubPage({ storage })
    const { captureAttribution } = await load()
    captureAttribution()
    expect(storage.items.size).toBe(0)
    expect(vi.mocked(console.error).mock.calls[0]![0]).toBe('Error parsing UTM params from session storage:')
  })

  it('treats an unreadable end as passed', async () => {
    const storage = memoryStorage({ utms: JSON.stringify({ utmSource: 'earlier' }), 'utms-expires': 'soon' })
    stubPage({ storage })
    const { readStoredUtms } = await import('@/features/attribution/storedUtms')
    expect(readStoredUtms()).toEqual({})
    expect(storage.items.has('utms')).toBe(false)
  })

  it('leaves the stored record untouched on a landing without UTMs', async () => {
    const record = JSON.stringify({ utmSource: 'earlier' })
    const storage = memoryStorage({ utms: record, 'utms-expires': String(Date.now() + 60_000) })
    stubPage({ search: '?page=2', referrer: 'https://www.google.com/', storage })
    const { captureAttribution } = await load()
    captureAttribution()
    expect(storage.setItem).not.toHaveBeenCalled()
    expect(storage.removeItem).not.toHaveBeenCalled()
    expect(storage.items.get('utms')).toBe(record)
  })

  it('captures once per page load', async () => {
    const storage = memoryStorage()
    const page = { search: '?utm_source=first', storage }
    stubPage(page)
    const { captureAttribution } = await load()
    captureAttribution()
    stubPage({ ...page, search: '?utm_source=second' })
    captureAttribution()
    // The record and its end are each written once.
    expect(storage.setItem.mock.calls.map(([key]) => key)).toEqual(['utms', 'utms-expires'])
    expect(JSON.parse(storage.items.get('utms')!)).toEqual({ utmSource: 'first' })
  })

  it('logs the storage error and removes the key when storing fails', async () => {
    const storage = memoryStorage({ utms: JSON.stringify({ utmSource: 'stale' }) })
    const failure = new DOMException('Quota exceeded', 'QuotaExceededError')
    storage.setItem.mockImplementation(() => {
      throw failure
    })
    stubPage({ search: '?utm_source=newsletter', storage })
    const { captureAttribution } = await load()
    expect(() => captureAttribution()).not.toThrow()
    expect(console.error).toHaveBeenCalledOnce()
    expect(vi.mocked(console.error).mock.calls[0]![0]).toBe('Error storing UTM params in local storage:')
    expect(vi.mocked(console.error).mock.calls[0]![1]).toBe(failure)
    expect(storage.removeItem).toHaveBeenCalledWith('utms')
    expect(storage.items.has('utms')).toBe(false)
    expect(storage.items.has('utms-expires')).toBe(false)
  })
})

describe('writeUtmCookie', () => {
  it('writes the base64 UTM string of the landing URL, with the referrer and the cookie domain', async () => {
    const { written } = stubPage({
      search: '?utm_source=newsletter&utm_campaign=spring&gclid=G-1',
      referrer: 'https://news.example.org/posts/42',
      cookies: 'cipherwell_utm=b2xk; other=1',
    })
    const { writeUtmCookie } = await load()
    writeUtmCookie('cipherwell.com')
    expect(written).toHaveLength(1)
    const { value, attributes } = decode(written[0]!)
    expect(value).toBe('utm_source=newsletter&utm_campaign=spring&gclid=G-1&referrer=news.example.org%2Fposts%2F42')
    expect(attributes).toEqual(['Path=/', 'Max-Age=1209600', 'SameSite=Lax', 'Domain=cipherwell.com', 'Secure'])
  })

  it('keeps an existing cookie on a page load inside the visit (referrer from our own site)', async () => {
    const storage = memoryStorage({ utms: JSON.stringify({ utmSource: 'stored' }) })
    const { written } = stubPage({
      referrer: 'https://www.cipherwell.com/pricing',
      cookies: 'a=1; cipherwell_utm=b2xk',
      storage,
    })
    const { writeUtmCookie } = await load()
    writeUtmCookie(undefined)
    expect(written).toEqual([])
  })

  it('writes the stored record when a page inside the visit finds no cookie yet (consent given there)', async () => {
    const storage = memoryStorage({ utms: JSON.stringify({ utmSource: 'stored', utmMedium: 'cpc', gclid: 'G-9' }) })
    const { written } = stubPage({ referrer: 'https://www.cipherwell.com/', cookies: 'cookie-permissions=accepted', storage })
    const { writeUtmCookie } = await load()
    writeUtmCookie(undefined)
    expect(written).toHaveLength(1)
    const { value, attributes } = decode(written[0]!)
    expect(value).toBe('utm_source=stored&utm_medium=cpc&gclid=G-9')
    expect(attributes).toEqual(['Path=/', 'Max-Age=1209600', 'SameSite=Lax', 'Secure'])
  })

  it.each([
    ['from another site', 'https://www.google.com/', '&referrer=www.google.com'],
    ['from nowhere', '', ''],
  ])(
    "a new visit without UTMs (%s) writes 'direct', not an earlier visit's campaign, over an existing cookie",
    async (_, referrer, suffix) => {
      const storage = memoryStorage({ utms: JSON.stringify({ utmSource: 'earlier', utmCampaign: 'spring' }) })
      const { written } = stubPage({ referrer, cookies: 'cipherwell_utm=b2xk', storage })
      const { writeUtmCookie } = await load()
      writeUtmCookie(undefined)
      expect(written).toHaveLength(1)
      expect(decode(written[0]!).value).toBe(`${DIRECT}${suffix}`)
    },
  )

  it("writes 'direct' defaults plus the referrer when nothing was stored", async () => {
    const { written } = stubPage({ referrer: 'https://www.google.com/search' })
    const { writeUtmCookie } = await load()
    writeUtmCookie(undefined)
    expect(written).toHaveLength(1)
    expect(decode(written[0]!).value).toBe(`${DIRECT}&referrer=www.google.com%2Fsearch`)
  })

  it('leaves out a referrer from our own site', async () => {
    const { written } = stubPage({ referrer: 'https://www.cipherwell.com/pricing', storage: memoryStorage() })
    const { writeUtmCookie } = await load()
    writeUtmCookie(undefined)
    expect(decode(written[0]!).value).toBe(DIRECT)
  })

  it('omits Secure on plain http', async () => {
    const { written } = stubPage({ search: '?utm_source=x', protocol: 'http:', host: 'localhost:3000' })
    const { writeUtmCookie } = await load()
    writeUtmCookie(undefined)
    expect(decode(written[0]!).attributes).toEqual(['Path=/', 'Max-Age=1209600', 'SameSite=Lax'])
  })

  it('does not mistake a cookie whose name merely contains cipherwell_utm for the attribution cookie', async () => {
    const { written } = stubPage({ cookies: 'old_cipherwell_utm=x; cipherwell_utm_v0=y' })
    const { writeUtmCookie } = await load()
    writeUtmCookie(undefined)
    expect(written).toHaveLength(1)
    expect(decode(written[0]!).value).toBe(DIRECT)
  })
})
