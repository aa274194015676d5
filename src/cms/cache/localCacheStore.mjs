// @ts-check
import { decodeEntry, encodeEntry, isExpired } from './cacheEntry.mjs'

/** About 64 MB of entries (string length; entries are kept encoded, so every read is a copy). */
const DEFAULT_MAX_CHARS = 64 * 1024 * 1024

/**
 * This process's own cache: the whole cache while building, in development and without
 * REDIS_URL, and the fallback while Redis cannot be reached, so pages stay cached and the
 * database is not asked on every request. Least recently used entries go first.
 *
 * @param {{ maxChars?: number }} [options]
 */
export function createLocalStore({ maxChars = DEFAULT_MAX_CHARS } = {}) {
  /** @type {Map<string, string>} in use order, least recent first */
  const entries = new Map()
  /** @type {Map<string, number>} */
  const tagExpiries = new Map()
  let size = 0

  /** @param {string} key */
  const remove = (key) => {
    const text = entries.get(key)
    if (text === undefined) return
    entries.delete(key)
    size -= text.length
  }

  return {
    /** @type {import('./cacheEntry.mjs').CacheStore['get']} */
    async get(key, extraTags) {
      const text = entries.get(key)
      if (text === undefined) return null
      entries.delete(key)
      entries.set(key, text)
      const entry = decodeEntry(text)
      return isExpired(entry.lastModified, [...entry.tags, ...extraTags], (tag) => tagExpiries.get(tag)) ? null : entry
    },
    /** @type {import('./cacheEntry.mjs').CacheStore['set']} */
    async set(key, entry) {
      remove(key)
      const text = encodeEntry(entry)
      if (text.length > maxChars) return
      entries.set(key, text)
      size += text.length
      for (const oldest of entries.keys()) {
        if (size <= maxChars) break
        remove(oldest)
      }
    },
    /** @type {import('./cacheEntry.mjs').CacheStore['expireTags']} */
    async expireTags(tags, at) {
      for (const tag of tags) tagExpiries.set(tag, at)
    },
    /** Forget every entry: once Redis answers again, what was cached here meanwhile may be out of date. */
    clear() {
      entries.clear()
      tagExpiries.clear()
      size = 0
    },
  }
}
