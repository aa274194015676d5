// @ts-check
import fs from 'node:fs'
import path from 'node:path'

import { pino } from 'pino'

import { boundedStore } from './boundedStore.mjs'
import { entryTags } from './cacheEntry.mjs'
import { createLocalStore } from './localCacheStore.mjs'
import { createRedisStore } from './redisCacheStore.mjs'

/**
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 * @typedef {import('./cacheEntry.mjs').CacheStore} CacheStore
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} NextCacheHandler
 */

export const KEY_PREFIX = 'cipherwell:next-cache:'

// Outside the bundle, src/lib/log.ts (TypeScript) cannot be imported: the same JSON lines,
// from the same settings, made here. LOG_LEVEL and REDIS_URL are read directly for the same
// reason; `npm start` has validated both through getEnv() before Next starts.
const log = pino({
  level: process.env.LOG_LEVEL?.trim() || 'info',
  base: { service: 'cipherwell-site', component: 'next-cache' },
  timestamp: pino.stdTimeFunctions.isoTime,
})

/** @param {string | undefined} serverDistDir */
function buildIdOf(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir ?? '', '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    log.warn({}, 'No BUILD_ID beside the server build: shared cache entries are kept under "unknown"')
    return 'unknown'
  }
}

/**
 * Redis when REDIS_URL is set and the server runs; this process's memory while building
 * (a build must not write into the cache the running servers of the previous build read),
 * in development, and when the build configured this handler but the server has no REDIS_URL.
 *
 * @param {CacheHandlerContext} ctx
 * @returns {CacheStore}
 */
function openStore(ctx) {
  const local = createLocalStore()
  const url = process.env.REDIS_URL?.trim()
  if (ctx.dev || process.env.NEXT_PHASE === 'phase-production-build') return local
  if (!url) {
    log.warn({}, "REDIS_URL is not set: the page cache is this process's own, not shared with other instances")
    return local
  }
  return createRedisStore({ url, prefix: KEY_PREFIX, namespace: buildIdOf(ctx.serverDistDir), fallback: local, log })
}

/** @type {CacheStore | undefined} */
let store

/**
 * Next's cache handler (next.config `cacheHandler`, see nextCacheConfig.ts) for prerendered
 * and ISR pages, route handlers and `unstable_cache` data, shared by every instance through
 * Redis, so revalidateTag on one instance expires the pages of all (vercel/next.js #92402).
 * Next makes one handler per request; they share one store per process.
 *
 * @implements {NextCacheHandler}
 */
export default class SharedCacheHandler {
  /** @param {CacheHandlerContext} ctx */
  constructor(ctx) {
    store ??= boundedStore(openStore(ctx), log)
    this.store = store
  }

  /**
   * @param {string} key
   * @param {Parameters<NextCacheHandler['get']>[1]} ctx a data read names its tags and the page's implicit ones
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, ctx) {
    const named = 'tags' in ctx || 'softTags' in ctx ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : []
    const entry = await this.store.get(key, named)
    if (!entry) return null
    // The stored lifetime lets an instance that did not render a page (one not prerendered,
    // such as a post published after the build) serve it as long as the renderer would.
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
  }

  /**
   * @param {string} key
   * @param {CacheHandlerValue['value']} data
   * @param {Parameters<NextCacheHandler['set']>[2]} ctx
   */
  async set(key, data, ctx) {
    await this.store.set(key, {
      lastModified: Date.now(),
      tags: entryTags(data, 'tags' in ctx ? ctx.tags : undefined),
      cacheControl: 'cacheControl' in ctx ? ctx.cacheControl : undefined,
      value: data,
    })
  }

  /**
   * Expires the tags at once, on every instance. A profile's later expiry (`revalidateTag(tag,
   * 'max')`: serve the old page once while rendering the new one) is not kept: what a handler
   * returns has no field to mark an entry stale, and at once is what our CMS hooks
   * ask for (`{ expire: 0 }`). Sooner, never later.
   *
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length) await this.store.expireTags(list, Date.now())
  }

  /** Nothing to reset: no read is remembered between requests; each asks the store. */
  resetRequestCache() {}
}
