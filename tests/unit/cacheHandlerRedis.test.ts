import { randomBytes } from 'node:crypto'
import net from 'node:net'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StoredEntry } from '@/cms/cache/cacheEntry.mjs'
import { createLocalStore } from '@/cms/cache/localCacheStore.mjs'
import { createRedisStore } from '@/cms/cache/redisCacheStore.mjs'

import { redisSkipReason } from '../scale/helpers/redisDatabase'

/**
 * The shared store against the Redis on this machine (TEST_REDIS_URL, default 127.0.0.1:6379),
 * each store standing for one server instance, under a key prefix of this run's own; and
 * against a TCP proxy this file breaks to play an outage and a hung server (ports 18390-18391).
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const PREFIX = `cipherwell:test:${randomBytes(4).toString('hex')}:`
const REFUSED_URL = 'redis://127.0.0.1:18391' // nothing listens there
const quiet = { warn: () => {}, info: () => {} }

const skipReason = await redisSkipReason()
if (skipReason) console.warn(`Skipping the shared cache's Redis tests: ${skipReason}`)

const entry = (tags: string[], lastModified = Date.now()): StoredEntry => ({
  lastModified,
  tags,
  cacheControl: { revalidate: false, expire: undefined },
  value: {
    kind: 'APP_PAGE',
    html: `<p>${tags.join()}</p>`,
    rscData: Buffer.from('rsc'),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
    postponed: undefined,
  } as unknown as StoredEntry['value'],
})

type Store = ReturnType<typeof createRedisStore>
const stores: Store[] = []
function store(options: Partial<Parameters<typeof createRedisStore>[0]> = {}) {
  const made = createRedisStore({
    url: REDIS_URL,
    prefix: PREFIX,
    namespace: 'build-1',
    fallback: createLocalStore(),
    log: quiet,
    ...options,
  })
  stores.push(made)
  return made
}

/** A TCP proxy to Redis that can refuse connections (an outage) or hold every byte (a hung server). */
async function startProxy(port: number) {
  const sockets = new Set<net.Socket>()
  let stalled = false
  const server = net.createServer((client) => {
    const upstream = net.connect(
      new URL(REDIS_URL).port ? Number(new URL(REDIS_URL).port) : 6379,
      new URL(REDIS_URL).hostname,
    )
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => {})
      socket.on('close', () => {
        client.destroy()
        upstream.destroy()
        sockets.delete(socket)
      })
    }
    client.on('data', (chunk) => stalled || upstream.write(chunk))
    upstream.on('data', (chunk) => stalled || client.write(chunk))
  })
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  await listen()
  return {
    url: `redis://127.0.0.1:${port}`,
    stall: () => {
      stalled = true
    },
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
    },
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

describe.skipIf(skipReason !== null)('the shared cache in Redis', () => {
  let admin: Redis
  beforeAll(() => {
    admin = new Redis(REDIS_URL)
  })
  afterAll(async () => {
    for (const made of stores) made.close()
    // Only this run's keys: everything under its own prefix.
    const keys = await admin.keys(`${PREFIX}*`)
    if (keys.length) await admin.del(...keys)
    admin.disconnect()
  })

  it("lets every instance of a build read an entry another wrote, and no other build's instance", async () => {
    const [a, b, otherBuild] = [store(), store(), store({ namespace: 'build-2' })]
    await a.set('/route-cache/APP_PAGE/x/$/blog', entry(['collection:posts']))
    const read = await b.get('/route-cache/APP_PAGE/x/$/blog', [])
    expect(read?.tags).toEqual(['collection:posts'])
    expect((read?.value as unknown as { segmentData: Map<string, Buffer> }).segmentData.get('/_tree')?.toString()).toBe(
      'tree',
    )
    expect(await otherBuild.get('/route-cache/APP_PAGE/x/$/blog', [])).toBeNull()
    expect(await admin.ttl(`${PREFIX}build-1:/route-cache/APP_PAGE/x/$/blog`)).toBeGreaterThan(13 * 24 * 3600)
  })

  it('expires an entry for every instance and every build once one of them expires its tag', async () => {
    const [a, b, otherBuild] = [store(), store(), store({ namespace: 'build-2' })]
    await a.set('/posts-list', entry(['collection:posts', '_N_T_/blog'], Date.now() - 10))
    await otherBuild.set('/posts-list', entry(['collection:posts'], Date.now() - 10))
    await a.set('/pages-list', entry(['collection:pages'], Date.now() - 10))
    await b.expireTags(['collection:posts'], Date.now())
    expect(await a.get('/posts-list', [])).toBeNull()
    expect(await otherBuild.get('/posts-list', [])).toBeNull()
    expect(await a.get('/pages-list', [])).not.toBeNull()
    // A data read names its tags: they count as the entry's own.
    await b.expireTags(['_N_T_/pricing'], Date.now())
    expect(await a.get('/pages-list', ['_N_T_/pricing'])).toBeNull()
    // Written after the expiry: current again.
    await a.set('/posts-list', entry(['collection:posts']))
    expect(await b.get('/posts-list', [])).not.toBeNull()
  })

  it('answers from memory, at once, when Redis refuses connections', async () => {
    const down = store({ url: REFUSED_URL })
    const first = await timed(() => down.get('/anything', []))
    expect(first.result).toBeNull()
    expect(first.ms).toBeLessThan(1_500) // at most the one-second wait for a first connection
    await down.set('/page', entry(['collection:pages']))
    const again = await timed(() => down.get('/page', []))
    expect(again.result).not.toBeNull()
    expect(again.ms).toBeLessThan(100)
    await down.expireTags(['collection:pages'], Date.now())
    expect(await down.get('/page', [])).toBeNull()
  })

  it('gives up on a hung Redis after the command timeout, then leaves it alone for the pause', async () => {
    const proxy = await startProxy(18390)
    try {
      const hung = store({ url: proxy.url, commandTimeoutMs: 200, pauseMs: 2_000 })
      await hung.set('/page', entry(['t']))
      expect(await hung.get('/page', [])).not.toBeNull() // through Redis: the proxy works
      proxy.stall()
      const first = await timed(() => hung.get('/page', []))
      expect(first.result).toBeNull() // memory, which never held it
      expect(first.ms).toBeGreaterThanOrEqual(150)
      expect(first.ms).toBeLessThan(1_000)
      const second = await timed(() => hung.get('/page', []))
      expect(second.ms).toBeLessThan(50)
    } finally {
      await proxy.close()
    }
  })

  it('writes the tags expired during an outage once Redis answers, and drops what memory cached meanwhile', async () => {
    const proxy = await startProxy(18390)
    try {
      const cutOff = store({ url: proxy.url, pauseMs: 100 })
      const other = store()
      await other.set('/post', entry(['collection:posts'], Date.now() - 10))
      expect(await cutOff.get('/post', [])).not.toBeNull()

      await proxy.cut()
      await cutOff.expireTags(['collection:posts'], Date.now())
      await cutOff.set('/during', entry(['collection:pages']))
      expect(await cutOff.get('/during', [])).not.toBeNull() // from memory
      expect(await other.get('/post', [])).not.toBeNull() // Redis has not heard of the change yet

      await proxy.restore()
      // Any use of the store once it has reconnected writes the pending tags first.
      const told = await until(async () => (await cutOff.get('/during', [])) === null, 8_000)
      expect(told).toBe(true) // served by Redis again, which never held /during
      expect(await other.get('/post', [])).toBeNull()
      // What memory cached during the first outage must not come back in the next one.
      await proxy.cut()
      expect(await cutOff.get('/during', [])).toBeNull()
    } finally {
      await proxy.close()
    }
  })
})
