// @ts-check

/**
 * Longer than the Redis store's own command timeout (500 ms) plus its wait for a first
 * connection (1 s), so this bound only acts when those did not: a promise that never settles.
 */
export const STORE_TIMEOUT_MS = 2_000

const TIMED_OUT = Symbol('timed out')

/**
 * `store` with every call bounded by a timer of its own, whatever the store's client does:
 * every page and every `unstable_cache` read waits on these calls, so a hung store must cost a
 * page a cache miss (it renders from the database), never the page itself. A read that takes
 * too long (or fails) is a miss; a write or a tag expiry that takes too long is left to finish
 * (or not) on its own, and logged. Late answers are ignored.
 *
 * @param {import('./cacheEntry.mjs').CacheStore} store
 * @param {{ warn: (details: object, message: string) => void }} log
 * @param {number} [timeoutMs]
 * @returns {import('./cacheEntry.mjs').CacheStore}
 */
export function boundedStore(store, log, timeoutMs = STORE_TIMEOUT_MS) {
  /**
   * @template T
   * @param {string} operation
   * @param {() => Promise<T>} call
   * @param {T} otherwise
   * @returns {Promise<T>}
   */
  async function within(operation, call, otherwise) {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer
    /** @type {Promise<typeof TIMED_OUT>} */
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs, TIMED_OUT)))
    try {
      // A call that throws synchronously fails like one that rejects.
      const result = await Promise.race([new Promise((resolve) => resolve(call())), timeout])
      if (result !== TIMED_OUT) return /** @type {T} */ (result)
      log.warn({ operation, timeoutMs }, 'Shared cache did not answer in time: going on without it')
      return otherwise
    } catch (error) {
      log.warn({ operation, err: error instanceof Error ? error.message : String(error) }, 'Shared cache failed: going on without it')
      return otherwise
    } finally {
      clearTimeout(timer)
    }
  }
  return {
    get: (key, extraTags) => within('get', () => store.get(key, extraTags), null),
    set: (key, entry) => within('set', () => store.set(key, entry), undefined),
    expireTags: (tags, at) => within('expireTags', () => store.expireTags(tags, at), undefined),
  }
}
