import { describe, expect, it } from 'vitest'

import { cacheStatuses, fromCacheShare, servedFromCache } from '../../bench/cacheLog'

const line = (path: string, cache: string) =>
  JSON.stringify({
    time: '2025-01-01T00:00:00+00:00',
    request_id: 'r',
    method: 'GET',
    path,
    status: 200,
    bytes: 1,
    cache,
  })

const LOG = [
  line('/', 'HIT'),
  line('/', 'HIT'),
  line('/', 'UPDATING'),
  line('/', 'STALE'),
  line('/', 'EXPIRED'),
  line('/blog/a', 'MISS'),
  line('/api/salesForm', ''),
  '',
].join('\n')

describe('cacheStatuses', () => {
  it("counts one path's requests by cache status", () => {
    expect(cacheStatuses(LOG, '/')).toEqual({ HIT: 2, UPDATING: 1, STALE: 1, EXPIRED: 1 })
    expect(cacheStatuses(LOG, '/blog/a')).toEqual({ MISS: 1 })
  })

  it('names an empty status (a request nginx did not cache at all)', () => {
    expect(cacheStatuses(LOG, '/api/salesForm')).toEqual({ none: 1 })
  })

  it('throws on a line that is not the JSON format, rather than counting nothing', () => {
    expect(() => cacheStatuses('127.0.0.1 - - [01/Jan/2025] "GET / HTTP/1.1" 200', '/')).toThrow()
  })
})

describe('fromCacheShare', () => {
  it('counts HIT, UPDATING and STALE as answered by the cache, the rest as the server', () => {
    expect(fromCacheShare(cacheStatuses(LOG, '/'))).toBe(0.8)
    expect(fromCacheShare({ MISS: 3, BYPASS: 1 })).toBe(0)
    expect(fromCacheShare({})).toBeNaN()
  })

  it('agrees with servedFromCache for a single answer', () => {
    expect(['HIT', 'UPDATING', 'STALE', 'MISS', 'EXPIRED', 'BYPASS', 'REVALIDATED'].filter(servedFromCache)).toEqual([
      'HIT',
      'UPDATING',
      'STALE',
    ])
  })
})
