import { Redis } from 'ioredis'

const SERVER_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'

/** Why the Redis tests cannot run, or null when they can; in CI an unreachable server is a failure. */
export async function redisSkipReason(): Promise<string | null> {
  const probe = new Redis(SERVER_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  try {
    await probe.connect()
    return null
  } catch (error) {
    const reason = `Redis is not reachable at ${new URL(SERVER_URL).host}: ${error instanceof Error ? error.message : String(error)}`
    if (process.env.CI) throw new Error(`${reason} (CI is set, so the scale test must run)`)
    return `${reason} (set TEST_REDIS_URL to use another server; CI makes this a failure)`
  } finally {
    probe.disconnect()
  }
}

/**
 * A Redis database (an index of the server's 16) that holds no key, for this run alone, taken
 * from the top down: the same one run after run while runs clean up, so REDIS_URL (one of the
 * build's settings) stays the same and the build is reused. `drop` deletes what the run wrote:
 * the site's keys (all under `cipherwell:`), in a database that held none before.
 */
export async function emptyRedisDatabase(): Promise<{ url: string; client: Redis; drop: () => Promise<void> }> {
  for (let index = 15; index >= 1; index -= 1) {
    const url = new URL(SERVER_URL)
    url.pathname = `/${index}`
    const client = new Redis(url.toString(), { maxRetriesPerRequest: 1 })
    if ((await client.dbsize()) === 0) {
      return {
        url: url.toString(),
        client,
        drop: async () => {
          let cursor = '0'
          do {
            const [next, keys] = await client.scan(cursor, 'MATCH', 'cipherwell:*', 'COUNT', 1000)
            if (keys.length) await client.del(...keys)
            cursor = next
          } while (cursor !== '0')
          client.disconnect()
        },
      }
    }
    client.disconnect()
  }
  throw new Error('No empty Redis database (1-15) on this server for the scale test')
}
