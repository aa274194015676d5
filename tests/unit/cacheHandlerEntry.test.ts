import { describe, expect, it } from 'vitest'

import { decodeEntry, encodeEntry, entryTags, isExpired, type StoredEntry } from '@/cms/cache/cacheEntry.mjs'
import { createLocalStore } from '@/cms/cache/localCacheStore.mjs'

/** A page entry as Next 16 stores one: HTML, the RSC payload and its per-segment payloads. */
const page = (tags: string): StoredEntry => ({
  lastModified: 1_000,
  tags: entryTags({ headers: { 'x-next-cache-tags': tags } }),
  cacheControl: { revalidate: false, expire: undefined },
  value: {
    kind: 'APP_PAGE',
    html: '<html>é</html>',
    rscData: Buffer.from([0, 255, 254, 10]),
    segmentData: new Map([
      ['/_tree', Buffer.from('tree')],
      ['/_index', Buffer.from([1, 2, 3])],
    ]),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    postponed: undefined,
  } as unknown as StoredEntry['value'],
})

describe('cache entry encoding', () => {
  it('restores Buffers and Maps byte for byte, which plain JSON turns into plain objects', () => {
    const entry = page('collection:posts')
    const decoded = decodeEntry(encodeEntry(entry))
    const value = decoded.value as unknown as { rscData: Buffer; segmentData: Map<string, Buffer>; html: string }
    expect(Buffer.isBuffer(value.rscData)).toBe(true)
    expect([...value.rscData]).toEqual([0, 255, 254, 10])
    expect(value.segmentData).toBeInstanceOf(Map)
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree')
    expect([...(value.segmentData.get('/_index') ?? [])]).toEqual([1, 2, 3])
    expect(value.html).toBe('<html>é</html>')
    expect(decoded.cacheControl).toEqual({ revalidate: false })
    expect(decoded.lastModified).toBe(1_000)
  })

  it('keeps a route handler body and a null value (a cached 404)', () => {
    const route: StoredEntry = {
      lastModified: 5,
      tags: [],
      value: {
        kind: 'APP_ROUTE',
        body: Buffer.from('<rss/>'),
        status: 200,
        headers: {},
      } as unknown as StoredEntry['value'],
    }
    expect((decodeEntry(encodeEntry(route)).value as unknown as { body: Buffer }).body.toString()).toBe('<rss/>')
    expect(decodeEntry(encodeEntry({ lastModified: 5, tags: [], value: null })).value).toBeNull()
  })
})

describe('entryTags', () => {
  it("reads a page's tags from its x-next-cache-tags header and a data entry's from the call", () => {
    expect(entryTags({ headers: { 'x-next-cache-tags': 'collection:posts,_N_T_/layout' } })).toEqual([
      'collection:posts',
      '_N_T_/layout',
    ])
    expect(entryTags({ headers: { 'x-next-cache-tags': ['a', 'b,c'] } })).toEqual(['a', 'b', 'c'])
    expect(entryTags({ kind: 'FETCH' }, ['collection:pages', 'collection:pages'])).toEqual(['collection:pages'])
    expect(entryTags(null)).toEqual([])
  })
})

describe('isExpired', () => {
  const expiries = new Map([
    ['changed', 2_000],
    ['later', 9_000],
  ])
  const expiryOf = (tag: string) => expiries.get(tag)

  it('expires an entry one of whose tags was expired after it was written', () => {
    expect(isExpired(1_000, ['other', 'changed'], expiryOf, 3_000)).toBe(true)
    expect(isExpired(2_000, ['changed'], expiryOf, 3_000)).toBe(true) // same millisecond: may predate the change
    expect(isExpired(2_001, ['changed'], expiryOf, 3_000)).toBe(false)
    expect(isExpired(1_000, ['other'], expiryOf, 3_000)).toBe(false)
    expect(isExpired(1_000, ['later'], expiryOf, 3_000)).toBe(false) // an expiry still to come
  })
})

describe('the in-process store', () => {
  it('answers with what was set until a tag of the entry expires', async () => {
    const store = createLocalStore()
    await store.set('/blog', page('collection:posts'))
    expect((await store.get('/blog', []))?.tags).toEqual(['collection:posts'])
    await store.expireTags(['collection:pages'], 2_000)
    expect(await store.get('/blog', [])).not.toBeNull()
    await store.expireTags(['collection:posts'], 2_000)
    expect(await store.get('/blog', [])).toBeNull()
  })

  it('checks the tags a read names too (data entries, implicit page tags)', async () => {
    const store = createLocalStore()
    await store.set('data', { lastModified: 1_000, tags: [], value: null })
    await store.expireTags(['_N_T_/blog'], 2_000)
    expect(await store.get('data', ['collection:posts'])).not.toBeNull()
    expect(await store.get('data', ['_N_T_/blog'])).toBeNull()
  })

  it('stays within its size by dropping the least recently used entries', async () => {
    const one = encodeEntry(page('t')).length
    const store = createLocalStore({ maxChars: one * 2 + 10 })
    await store.set('a', page('t'))
    await store.set('b', page('t'))
    await store.get('a', []) // a is now more recent than b
    await store.set('c', page('t'))
    expect(await store.get('b', [])).toBeNull()
    expect(await store.get('a', [])).not.toBeNull()
    expect(await store.get('c', [])).not.toBeNull()
  })

  it('forgets everything when cleared', async () => {
    const store = createLocalStore()
    await store.set('a', page('t'))
    store.clear()
    expect(await store.get('a', [])).toBeNull()
  })
})
