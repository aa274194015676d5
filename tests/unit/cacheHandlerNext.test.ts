import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache'
import type {
  GetIncrementalFetchCacheContext,
  GetIncrementalResponseCacheHandlerContext,
  SetIncrementalFetchCacheContext,
} from 'next/dist/server/response-cache'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { KEY_PREFIX } from '@/cms/cache/nextCacheHandler.mjs'
import { CACHE_HANDLER_PATH, nextCacheConfig } from '@/cms/cache/nextCacheConfig'

import { redisSkipReason } from '../scale/helpers/redisDatabase'

/**
 * The handler as Next calls it (one instance per request), against the Redis on this machine:
 * under a build id and tags of this run's own, removed afterwards.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const RUN = randomBytes(4).toString('hex')
const BUILD_ID = `unit-${RUN}`
const TAG = `unit-test:${RUN}:posts`
const PATH_TAG = `_N_T_/unit-${RUN}`

const skipReason = await redisSkipReason()
if (skipReason) console.warn(`Skipping the cache handler's Redis tests: ${skipReason}`)

/** A build folder with a BUILD_ID, as Next hands the handler its server folder. */
function buildContext(buildId: string): CacheHandlerContext {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-cache-handler-'))
  fs.mkdirSync(path.join(distDir, 'server'))
  fs.writeFileSync(path.join(distDir, 'BUILD_ID'), buildId)
  return { serverDistDir: path.join(distDir, 'server'), dev: false, revalidatedTags: [], _requestHeaders: {} }
}

// What Next passes: its kinds are const enums, which tests cannot name, hence the casts.
const pageRead = { kind: 'APP_PAGE', isFallback: false } as unknown as GetIncrementalResponseCacheHandlerContext
const dataRead = (tags: string[], softTags: string[]) =>
  ({ kind: 'FETCH', tags, softTags }) as unknown as GetIncrementalFetchCacheContext
const dataWrite = (tags: string[]) => ({ fetchCache: true, tags }) as SetIncrementalFetchCacheContext

const pageValue = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<h1>Blog</h1>',
  rscData: Buffer.from('0:rsc'),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
})

describe('nextCacheConfig', () => {
  it('configures the shared handler only with REDIS_URL, and not for development', () => {
    expect(nextCacheConfig({ REDIS_URL: undefined, NODE_ENV: 'production' })).toEqual({})
    expect(nextCacheConfig({ REDIS_URL: 'redis://cache:6379', NODE_ENV: 'development' })).toEqual({})
    expect(nextCacheConfig({ REDIS_URL: 'redis://cache:6379', NODE_ENV: 'production' })).toEqual({
      cacheHandler: CACHE_HANDLER_PATH,
      cacheMaxMemorySize: 0,
    })
    expect(path.isAbsolute(CACHE_HANDLER_PATH)).toBe(true)
    expect(fs.existsSync(CACHE_HANDLER_PATH)).toBe(true)
  })
})

describe.skipIf(skipReason !== null)('the cache handler Next loads', () => {
  let admin: Redis
  const savedEnv = { REDIS_URL: process.env.REDIS_URL, NEXT_PHASE: process.env.NEXT_PHASE }
  beforeAll(() => {
    admin = new Redis(REDIS_URL)
    process.env.REDIS_URL = REDIS_URL
    delete process.env.NEXT_PHASE
  })
  afterAll(async () => {
    const keys = await admin.keys(`${KEY_PREFIX}${BUILD_ID}*`)
    if (keys.length) await admin.del(...keys)
    await admin.hdel(`${KEY_PREFIX}tags`, TAG, PATH_TAG)
    admin.disconnect()
    Object.assign(process.env, savedEnv)
    for (const [key, value] of Object.entries(savedEnv)) if (value === undefined) delete process.env[key]
  })

  const load = async () => {
    vi.resetModules()
    return (await import('@/cms/cache/nextCacheHandler.mjs')).default
  }

  it("serves a page one request stored to the next, with Next's Buffers, Map and lifetime, until its tag is revalidated", async () => {
    const Handler = await load()
    const ctx = buildContext(BUILD_ID)
    const key = `/route-cache/APP_PAGE/abc/$/blog`
    await new Handler(ctx).set(key, pageValue(`${TAG},_N_T_/layout`) as never, {
      cacheControl: { revalidate: false, expire: undefined },
    })
    expect(await admin.exists(`${KEY_PREFIX}${BUILD_ID}:${key}`)).toBe(1)

    const read = await new Handler(ctx).get(key, pageRead)
    const value = read?.value as unknown as ReturnType<typeof pageValue>
    expect(value.html).toBe('<h1>Blog</h1>')
    expect(value.rscData.toString()).toBe('0:rsc')
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree')
    expect(read?.cacheControl).toEqual({ revalidate: false })
    expect(read?.lastModified).toBeGreaterThan(Date.now() - 60_000)

    await new Handler(ctx).revalidateTag([TAG])
    expect(await new Handler(ctx).get(key, pageRead)).toBeNull()
  })

  it("expires unstable_cache data by its tags and by the page's implicit tags", async () => {
    const Handler = await load()
    const ctx = buildContext(BUILD_ID)
    const data = { kind: 'FETCH', data: { headers: {}, body: '[1,2]', status: 200, url: '' }, revalidate: 31_536_000 }
    const read = (handler: InstanceType<typeof Handler>) => handler.get('fetch-key', dataRead([TAG], [PATH_TAG]))
    await new Handler(ctx).set('fetch-key', data as never, dataWrite([TAG]))
    expect((await read(new Handler(ctx)))?.value).toEqual(data)
    await new Handler(ctx).revalidateTag(PATH_TAG)
    expect(await read(new Handler(ctx))).toBeNull()
  })

  it('keeps a build to its own memory: no key reaches Redis while Next builds', async () => {
    process.env.NEXT_PHASE = 'phase-production-build'
    try {
      const Handler = await load()
      const ctx = buildContext(`${BUILD_ID}-build`)
      await new Handler(ctx).set('/route-cache/APP_PAGE/abc/$/', pageValue(TAG) as never, {})
      expect(await new Handler(ctx).get('/route-cache/APP_PAGE/abc/$/', pageRead)).not.toBeNull()
      expect(await admin.keys(`${KEY_PREFIX}${BUILD_ID}-build*`)).toEqual([])
    } finally {
      delete process.env.NEXT_PHASE
    }
  })
})
