// @ts-check
import { Redis } from 'ioredis'

import { decodeEntry, encodeEntry, isExpired } from './cacheEntry.mjs'

/**
 * Entries no change has replaced still go after two weeks (a page nobody asked for since
 * is rendered again), which bounds the store, old builds' entries included.
 */
const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60
const FIRST_CONNECTION_WAIT_MS = 1_000

/**
 * @typedef {import('./cacheEntry.mjs').CacheStore} CacheStore
 * @typedef {CacheStore & { clear: () => void }} LocalStore
 * @typedef {{ warn: (details: object, message: string) => void, info: (details: object, message: string) => void }} Log
 */

/**
 * The cache every instance shares, in Redis:
 * - `<prefix>tags`: one hash, tag → when it expires (ms since the epoch), for every build;
 * - `<prefix><namespace>:<Next's key>`: one entry each, per build (the namespace is the build
 *   id): a page names its build's script files, which an instance of another build cannot
 *   serve, so during a rolling deploy each build keeps its own pages while a change made
 *   through either still expires both.
 * An entry is current unless one of its tags expired after it was written: one round trip
 * (the entry and the tag hash, a few dozen fields, side by side) per read.
 *
 * Redis down or hanging must not stop the site: while it is disconnected commands fail at
 * once (after the first second of the process, spent waiting for the first connection), a
 * hung one after `commandTimeoutMs`, and after any failure `fallback` (this
 * process's memory) serves for `pauseMs` before Redis is tried again. Tags expired
 * meanwhile are written to Redis before it serves again, and the fallback is emptied.
 *
 * @param {{ url: string, prefix: string, namespace: string, fallback: LocalStore, log: Log,
 *   commandTimeoutMs?: number, pauseMs?: number }} options
 */
export function createRedisStore({ url, prefix, namespace, fallback, log, commandTimeoutMs = 500, pauseMs = 5_000 }) {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  const tagsKey = `${prefix}tags`
  /** @param {string} key */
  const entryKey = (key) => `${prefix}${namespace}:${key}`

  // Whether the fallback may have served since Redis last did (true until Redis first answers).
  let degraded = true
  let outageLogged = false
  let pausedUntil = 0
  /** @type {Map<string, number>} tags expired while Redis could not be told */
  const pendingTags = new Map()
  /** @type {Promise<void> | null} */
  let recovering = null

  /** @param {unknown} error */
  const fail = (error) => {
    pausedUntil = Date.now() + pauseMs
    degraded = true
    if (outageLogged) return
    outageLogged = true
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      "Shared cache (Redis) unreachable: serving from this process's memory until it answers",
    )
  }
  client.on('error', fail)
  // A fresh connection is reason enough to try again at once.
  client.on('ready', () => {
    pausedUntil = 0
  })
  // The first requests after start wait for the connection being made (up to a second),
  // rather than each rendering a page into this process's memory only.
  const firstConnection = new Promise((resolve) => {
    client.once('ready', resolve)
    setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref()
  })

  const usable = async () => {
    await firstConnection
    return client.status === 'ready' && Date.now() >= pausedUntil
  }

  const recover = () => {
    if (!degraded) return Promise.resolve()
    recovering ??= (async () => {
      const flushing = [...pendingTags]
      // Expired now rather than when asked: entries other instances wrote meanwhile may have
      // been rendered before the change. An extra render is the price.
      const now = Date.now()
      if (flushing.length)
        await client.hset(tagsKey, Object.fromEntries(flushing.map(([tag, at]) => [tag, Math.max(at, now)])))
      for (const [tag, at] of flushing) if (pendingTags.get(tag) === at) pendingTags.delete(tag)
      fallback.clear()
      degraded = false
      if (outageLogged) log.info({ tagsWritten: flushing.length }, 'Shared cache (Redis) answers again')
      outageLogged = false
    })().finally(() => {
      recovering = null
    })
    return recovering
  }

  /** @type {CacheStore['get']} */
  async function get(key, extraTags) {
    if (!(await usable())) {
      degraded = true
      return fallback.get(key, extraTags)
    }
    let text
    /** @type {Record<string, string>} */
    let expiries
    try {
      await recover()
      ;[text, expiries] = await Promise.all([client.get(entryKey(key)), client.hgetall(tagsKey)])
    } catch (error) {
      fail(error)
      return fallback.get(key, extraTags)
    }
    if (text === null) return null
    let entry
    try {
      entry = decodeEntry(text)
    } catch {
      return null // unreadable (written by another version?): a miss, which the next set replaces
    }
    const expiryOf = (/** @type {string} */ tag) => (Object.hasOwn(expiries, tag) ? Number(expiries[tag]) : undefined)
    return isExpired(entry.lastModified, [...entry.tags, ...extraTags], expiryOf) ? null : entry
  }

  /** @type {CacheStore['set']} */
  async function set(key, entry) {
    if (!(await usable())) {
      degraded = true
      return fallback.set(key, entry)
    }
    try {
      await recover()
      await client.set(entryKey(key), encodeEntry(entry), 'EX', ENTRY_TTL_SECONDS)
    } catch (error) {
      fail(error)
      await fallback.set(key, entry)
    }
  }

  /** @type {CacheStore['expireTags']} */
  async function expireTags(tags, at) {
    await fallback.expireTags(tags, at)
    if (await usable()) {
      try {
        await recover()
        await client.hset(tagsKey, Object.fromEntries(tags.map((tag) => [tag, at])))
        return
      } catch (error) {
        fail(error)
      }
    }
    degraded = true
    for (const tag of tags) pendingTags.set(tag, at)
  }

  return { get, set, expireTags, close: () => client.disconnect() }
}
