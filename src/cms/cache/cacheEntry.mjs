// @ts-check
/**
 * One entry of the shared Next cache and the rules about it, common to the Redis store and
 * the in-process fallback. Plain JavaScript, like every file of this folder but
 * nextCacheConfig.ts: Next loads the cache handler with Node's own `import()` at run time,
 * outside its bundles, so the handler cannot be TypeScript.
 */

/**
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 * @typedef {CacheHandlerValue & { tags: string[] }} StoredEntry What a store keeps: Next's value and the tags it answers to.
 * @typedef {{
 *   get: (key: string, extraTags: readonly string[]) => Promise<StoredEntry | null>,
 *   set: (key: string, entry: StoredEntry) => Promise<void>,
 *   expireTags: (tags: readonly string[], at: number) => Promise<void>,
 * }} CacheStore
 */

// JSON has no Buffer or Map, yet a page's entry holds both (rscData, segmentData): each is
// written as an object with one of these keys, which no value of Next's uses.
const BUFFER = '$cwBuffer'
const MAP = '$cwMap'

/** @param {StoredEntry} entry */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function (key, value) {
    const original = /** @type {Record<string, unknown>} */ (this)[key]
    if (original instanceof Uint8Array) {
      return { [BUFFER]: Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString('base64') }
    }
    if (original instanceof Map) return { [MAP]: [...original.entries()] }
    return value
  })
}

/** @param {string} text @returns {StoredEntry} */
export function decodeEntry(text) {
  // A reviver sees the innermost values first, so a Map's Buffers are already revived.
  return JSON.parse(text, (_key, value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
    if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64')
    if (Array.isArray(value[MAP])) return new Map(value[MAP])
    return value
  })
}

/**
 * The tags an entry answers to. Pages and route handlers carry theirs (the `unstable_cache`
 * tags their data came from, and Next's implicit path tags) in the x-next-cache-tags header
 * Next stores with them; a data (`unstable_cache`) entry's tags come with the call.
 *
 * @param {unknown} data the value Next stores
 * @param {readonly string[]} [tags] the tags the call names
 * @returns {string[]}
 */
export function entryTags(data, tags = []) {
  const headers = /** @type {{ headers?: Record<string, unknown> } | null} */ (data)?.headers
  const header = headers?.['x-next-cache-tags']
  const fromHeader = Array.isArray(header) ? header.join(',') : typeof header === 'string' ? header : ''
  const all = [...tags, ...fromHeader.split(',')].map((tag) => tag.trim()).filter(Boolean)
  return [...new Set(all)]
}

/**
 * Whether one of `tags` was expired (revalidateTag) after the entry was written, and that
 * expiry has come. An expiry in the same millisecond as the write counts: the entry may
 * have been rendered from the data before the change, and a needless render is cheap.
 *
 * @param {number} lastModified
 * @param {readonly string[]} tags
 * @param {(tag: string) => number | undefined} expiryOf
 * @param {number} [now]
 */
export function isExpired(lastModified, tags, expiryOf, now = Date.now()) {
  return tags.some((tag) => {
    const at = expiryOf(tag)
    return at !== undefined && at >= lastModified && at <= now
  })
}
