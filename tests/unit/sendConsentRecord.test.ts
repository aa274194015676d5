import { afterEach, describe, expect, it, vi } from 'vitest'

import { sendConsentRecord, VISITOR_ID_KEY } from '@/features/consent/sendConsentRecord'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const blockedStorage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
}

function stubPage(
  localStorage: unknown,
  fetchImpl: unknown = vi.fn(() => Promise.resolve(new Response(null, { status: 201 }))),
) {
  vi.stubGlobal('window', { localStorage })
  vi.stubGlobal('fetch', fetchImpl)
  return fetchImpl as ReturnType<typeof vi.fn>
}

const sent = (fetchMock: ReturnType<typeof vi.fn>, call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit]
  return { url, init, body: JSON.parse(init.body as string) as { visitorId: string; choice: string } }
}

describe('sendConsentRecord', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('posts the choice and a new visitor id as JSON with keepalive, and keeps the id', () => {
    const storage = memoryStorage()
    const fetchMock = stubPage(storage)
    sendConsentRecord('accepted')
    expect(fetchMock).toHaveBeenCalledOnce()
    const { url, init, body } = sent(fetchMock)
    expect(url).toBe('/api/consent')
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } })
    expect(body).toEqual({ visitorId: expect.stringMatching(UUID_V4), choice: 'accepted' })
    expect(storage.items.get(VISITOR_ID_KEY)).toBe(body.visitorId)
  })

  it('sends every later choice under the same id', () => {
    const id = crypto.randomUUID()
    const fetchMock = stubPage(memoryStorage({ [VISITOR_ID_KEY]: id }))
    sendConsentRecord('rejected')
    sendConsentRecord('accepted')
    expect([sent(fetchMock, 0).body, sent(fetchMock, 1).body]).toEqual([
      { visitorId: id, choice: 'rejected' },
      { visitorId: id, choice: 'accepted' },
    ])
  })

  it('replaces a stored id that is not a UUID v4, which the server would refuse', () => {
    const storage = memoryStorage({ [VISITOR_ID_KEY]: 'edited by hand' })
    const fetchMock = stubPage(storage)
    sendConsentRecord('accepted')
    const { visitorId } = sent(fetchMock).body
    expect(visitorId).toMatch(UUID_V4)
    expect(storage.items.get(VISITOR_ID_KEY)).toBe(visitorId)
  })

  it('sends a fresh id each time when storage is blocked', () => {
    const fetchMock = stubPage(blockedStorage)
    sendConsentRecord('accepted')
    sendConsentRecord('accepted')
    const [first, second] = [sent(fetchMock, 0).body.visitorId, sent(fetchMock, 1).body.visitorId]
    expect(first).toMatch(UUID_V4)
    expect(second).toMatch(UUID_V4)
    expect(first).not.toBe(second)
  })

  it('never throws, whether the request fails or fetch itself throws', async () => {
    // A plain function, not vi.fn: a spy handles the promises it returns, hiding a missing catch.
    let fetched = 0
    stubPage(memoryStorage(), () => {
      fetched += 1
      return Promise.reject(new TypeError('Failed to fetch'))
    })
    expect(() => sendConsentRecord('rejected')).not.toThrow()
    expect(fetched).toBe(1)
    // An unhandled rejection would surface by now, and vitest fails the run on one.
    await new Promise((resolve) => setTimeout(resolve, 10))
    stubPage(
      memoryStorage(),
      vi.fn(() => {
        throw new TypeError('fetch is not available')
      }),
    )
    expect(() => sendConsentRecord('accepted')).not.toThrow()
  })
})
