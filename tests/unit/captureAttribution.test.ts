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

  it('leaves the stored record untouched on a landing without UTMs', async () => {
    const record = JSON.stringify({ utmSource: 'earlier' })
    const storage = memoryStorage({ utms: record })
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
    expect(storage.setItem).toHaveBeenCalledOnce()
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

  it('keeps an existing cookie when the URL has no UTMs', async () => {
    const storage = memoryStorage({ utms: JSON.stringify({ utmSource: 'stored' }) })
    const { written } = stubPage({ search: '', cookies: 'a=1; cipherwell_utm=b2xk', storage })
    const { writeUtmCookie } = await load()
    writeUtmCookie(undefined)
    expect(written).toEqual([])
  })

  it('writes the stored record, with the referrer, when there is neither a URL UTM nor a cookie', async () => {
    const storage = memoryStorage({ utms: JSON.stringify({ utmSource: 'stored', utmMedium: 'cpc', gclid: 'G-9' }) })
    const { written } = stubPage({
      referrer: 'https://www.google.com/',
      cookies: 'cookie-permissions=accepted',
      storage,
    })
    const { writeUtmCookie } = await load()
    writeUtmCookie(undefined)
    expect(written).toHaveLength(1)
    const { value, attributes } = decode(written[0]!)
    expect(value).toBe('utm_source=stored&utm_medium=cpc&gclid=G-9&referrer=www.google.com')
    expect(attributes).toEqual(['Path=/', 'Max-Age=1209600', 'SameSite=Lax', 'Secure'])
  })

  it("writes 'direct' defaults plus the referrer when nothing was stored", async () => {
    const { written } = stubPage({ referrer: 'https://www.google.com/search' })
    const { writeUtmCookie } = await load()
    writeUtmCookie(undefined)
    expect(written).toHaveLength(1)
    expect(decode(written[0]!).value).toBe(`${DIRECT}&referrer=www.google.com%2Fsearch`)
  })

  it('leaves out a referrer from our own site', async () => {
    const { written } = stubPage({ referrer: 'https://www.cipherwell.com/pricing' })
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
