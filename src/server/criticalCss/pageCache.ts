import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { log } from '@/lib/log'

/** Pages (as Next served them) whose critical-CSS version is kept: every page of the site many times over. */
const CACHE_BYTES = 48 * 1024 * 1024
/** Pages being worked on at once; past that, a new page simply goes out as it is. */
const MAX_PENDING = 8

const sharedCacheable = (res: ServerResponse) => {
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  return res.statusCode === 200 && !/\b(private|no-store)\b/.test(cacheControl)
}

/**
 * The critical-CSS version of pages that many visitors get the same bytes of (prerendered and
 * regenerated pages, the ones a shared cache may keep), keyed by a hash of those bytes, so a
 * page republished is worked on anew. The first visitor of a page version gets it as Next wrote
 * it (the stylesheet in the head: correct, one round trip slower) while the worker makes the
 * other; pages for one person (drafts, search results) are left as they are, since their
 * version would never be asked for twice.
 */
export function criticalCssPages(inline: (html: string) => Promise<string | null>) {
  const made = new LRUCache<string, Buffer | 'unchanged'>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (value) => (value === 'unchanged' ? 1 : value.length),
  })
  const pending = new Map<string, Promise<void>>()

  const page = (res: ServerResponse, body: Buffer): Buffer => {
    if (!sharedCacheable(res)) return body
    const key = createHash('sha256').update(body).digest('base64url')
    const known = made.get(key)
    if (known) return known === 'unchanged' ? body : known
    if (!pending.has(key) && pending.size < MAX_PENDING) {
      const work = inline(body.toString('utf8'))
        .then(
          (html) => void made.set(key, html === null ? 'unchanged' : Buffer.from(html)),
          // Not remembered: the next visitor's request tries again.
          (error: unknown) =>
            log().warn({ reason: error instanceof Error ? error.message : String(error) }, 'critical CSS not inlined'),
        )
        .finally(() => pending.delete(key))
      pending.set(key, work)
    }
    return body
  }
  /** Resolves once the pages sent off so far are done (for tests). */
  page.settled = () => Promise.all(pending.values()).then(() => undefined)
  return page
}
