import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signIn, type Cms } from '../../bench/cmsRest'
import { sourceHash } from '../../scripts/lib/buildStamp'
import { postgresSkipReason, createTestDatabase, type TestDatabase } from '../integration/helpers/postgres'
import { startFakeCrm } from '../helpers/fakeCrm'
import { Instance } from './helpers/instance'
import { instanceEnv, sharedEnv } from './helpers/instanceEnv'
import { emptyRedisDatabase, redisSkipReason } from './helpers/redisDatabase'
import { SCALE_BUILD } from './helpers/scaleBuild'

/**
 * Issue 7, scale-out: two production instances (`npm start`, the standalone build in
 * .next-scale) on ports 18301 and 18302, sharing one fresh PostgreSQL database and one Redis
 * database. A change published through either appears on the other within 5 s (the shared
 * Next cache), a lead submitted to either is delivered exactly once (one jobs runner, on A),
 * and the lead rate limit is counted across both (Redis).
 */
const PORTS = { a: 18301, b: 18302, crm: 18310 }
const DIST_DIR = SCALE_BUILD.distDir
const PROPAGATION_LIMIT_MS = 5_000
const POLL_MS = 100
const ADMIN = { email: 'scale-admin@example.com', password: 'scale-test-password-1' }
const CRM_SECRET = 'scale-crm-secret-'.padEnd(40, 'x')
const RATE_LIMIT = 3

const skipReason = (await postgresSkipReason()) ?? (await redisSkipReason())
if (skipReason) console.warn(`Skipping the two-instance test: ${skipReason}`)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Milliseconds from now until `url` first answers something `shows` accepts, polled every 100 ms; null after `giveUpMs`. */
async function timeUntil(
  url: string,
  shows: (status: number, body: string, location: string | null) => boolean,
  giveUpMs = 20_000,
) {
  const started = performance.now()
  while (performance.now() - started < giveUpMs) {
    const due = performance.now() + POLL_MS
    try {
      const response = await fetch(url, { cache: 'no-store', redirect: 'manual' })
      if (shows(response.status, await response.text(), response.headers.get('location')))
        return Math.round(performance.now() - started)
    } catch {
      // a refused connection is "not yet"
    }
    await sleep(Math.max(0, due - performance.now()))
  }
  return null
}

const page = async (url: string) => {
  const response = await fetch(url, { cache: 'no-store' })
  return { status: response.status, body: await response.text() }
}

describe.skipIf(skipReason !== null)('two instances, one PostgreSQL, one Redis', () => {
  const run = randomBytes(3).toString('hex')
  let tmp: string
  let database: TestDatabase
  let redis: Awaited<ReturnType<typeof emptyRedisDatabase>>
  let crm: Awaited<ReturnType<typeof startFakeCrm>>
  let a: Instance
  let b: Instance
  let cmsA: Cms
  let cmsB: Cms
  const figures: Record<string, number | null> = {}

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-scale-'))
    database = await createTestDatabase()
    redis = await emptyRedisDatabase()
    crm = await startFakeCrm(PORTS.crm, CRM_SECRET)
    const shared = sharedEnv(
      { databaseUrl: database.url, redisUrl: redis.url, admin: ADMIN },
      {
        CRM_ADAPTER: 'webhook',
        CRM_WEBHOOK_URL: crm.url,
        CRM_WEBHOOK_SECRET: CRM_SECRET,
        LEAD_RETRY_BASE_MS: '200',
        LEAD_RATE_LIMIT: String(RATE_LIMIT),
        LEAD_RATE_WINDOW_SECONDS: '600',
      },
    )
    a = new Instance('a', PORTS.a, instanceEnv(shared, tmp, PORTS.a, 'a', true), tmp)
    b = new Instance('b', PORTS.b, instanceEnv(shared, tmp, PORTS.b, 'b', false), tmp)

    figures['A: start to first 200 (ms, build included when not current)'] = await a.start(660_000)
    // B must find A's build current; if a source file changed meanwhile it would rebuild into the folder A serves from.
    const stamp = fs.readFileSync(path.join(DIST_DIR, 'cipherwell-build-stamp'), 'utf8')
    if (stamp !== sourceHash(process.cwd(), b.env))
      throw new Error('The sources changed while A was building: run the test again')
    figures['B: start to first 200 (ms)'] = await b.start(150_000)
    cmsA = await signIn(a.url, ADMIN.email, ADMIN.password)
    cmsB = await signIn(b.url, ADMIN.email, ADMIN.password)
  })

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await crm?.close()
    await redis?.drop()
    await database?.drop()
    console.log(
      ['Two-instance figures:', ...Object.entries(figures).map(([label, value]) => `  ${label}: ${value}`)].join('\n'),
    )
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('shows a post published through A on B, and one published through B on A, within 5 s', async () => {
    const { docs } = await cmsA.get<{ docs: { id: number; slug: string; title: string }[] }>(
      '/api/posts?limit=1&sort=-publishedAt&depth=0&where[_status][equals]=published',
    )
    const post = docs[0]
    if (!post) throw new Error('the seed has no published post')
    const postPath = `/blog/${post.slug}`
    for (const instance of [a, b]) {
      // Both instances serve (and so cache) the post and the listing before the change.
      for (const url of [postPath, '/blog']) expect((await page(`${instance.url}${url}`)).body).toContain(post.title)
    }
    expect(await redis.client.keys('cipherwell:next-cache:*')).not.toEqual([]) // the pages live in Redis

    const titleViaA = `Scale A ${run}`
    await cmsA.patch(`/api/posts/${post.id}`, { title: titleViaA, _status: 'published' })
    const [postOnB, listOnB] = await Promise.all(
      [postPath, '/blog'].map((url) =>
        timeUntil(`${b.url}${url}`, (status, body) => status === 200 && body.includes(titleViaA)),
      ),
    )
    figures['A→B post page (ms)'] = postOnB ?? null
    figures['A→B /blog listing (ms)'] = listOnB ?? null

    const titleViaB = `Scale B ${run}`
    await cmsB.patch(`/api/posts/${post.id}`, { title: titleViaB, _status: 'published' })
    const [postOnA, listOnA] = await Promise.all(
      [postPath, '/blog'].map((url) =>
        timeUntil(`${a.url}${url}`, (status, body) => status === 200 && body.includes(titleViaB)),
      ),
    )
    figures['B→A post page (ms)'] = postOnA ?? null
    figures['B→A /blog listing (ms)'] = listOnA ?? null

    for (const ms of [postOnB, listOnB, postOnA, listOnA]) {
      expect(ms).not.toBeNull()
      expect(ms).toBeLessThanOrEqual(PROPAGATION_LIMIT_MS)
    }
  })

  it('serves a redirect made through A on B once its 5 s redirect table refreshes', async () => {
    const from = `/scale-old-${run}`
    expect((await fetch(`${b.url}${from}`, { redirect: 'manual' })).status).toBe(404) // B's table is loaded, without the rule
    await cmsA.post('/api/redirects', { from, to: '/pricing', type: '301' })
    const ms = await timeUntil(
      `${b.url}${from}`,
      (status, _body, location) => status === 301 && Boolean(location?.endsWith('/pricing')),
    )
    figures['A→B redirect (ms)'] = ms
    expect(ms).not.toBeNull()
    // The proxy refreshes its table at most every 5 s (src/features/redirects/ruleTable.ts); the
    // shared cache adds no more than a request's worth on top.
    expect(ms).toBeLessThanOrEqual(PROPAGATION_LIMIT_MS + 1_500)
  })

  it('delivers a lead submitted to either instance exactly once', async () => {
    const submit = async (instance: Instance, tag: string, ip: string) => {
      const response = await fetch(`${instance.url}/api/salesForm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: instance.url, 'x-forwarded-for': ip },
        body: JSON.stringify({
          firstName: `Ada${tag}`,
          lastName: `Lovelace${tag}`,
          email: `ada.${tag}.${run}@example.com`,
          textField: `Scale test ${tag}`,
          context: 'pricing',
          topic: 'relay',
        }),
      })
      expect(response.status).toBe(200)
      // The answer's id is the lead's reference, which is also the idempotency key its delivery carries.
      return String(((await response.json()) as { id: string }).id)
    }
    const viaA = await submit(a, 'a', '10.77.0.1')
    const viaB = await submit(b, 'b', '10.77.0.2')
    const deadline = Date.now() + 30_000
    const received = () => new Set(crm.deliveries.map((delivery) => delivery.key))
    while (Date.now() < deadline && !(received().has(viaA) && received().has(viaB))) await sleep(200)
    await sleep(5_000) // long enough for a second runner, were there one, to deliver again
    const ours = crm.deliveries.filter((delivery) => delivery.key === viaA || delivery.key === viaB)
    expect(ours.map((delivery) => delivery.key).sort()).toEqual([viaA, viaB].sort())
    expect(ours.every((delivery) => delivery.signed)).toBe(true)
    expect(new Set(ours.map((delivery) => delivery.leadId)).size).toBe(2)
  })

  it('counts one address across both instances: the 4th request with a limit of 3 is refused', async () => {
    const ip = '10.77.1.1'
    // A wrong content type is refused (415) after the rate limit has counted the request, so no lead is stored.
    const send = (instance: Instance, from: string) =>
      fetch(`${instance.url}/api/salesForm`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: instance.url, 'x-forwarded-for': from },
        body: 'x',
      })
    const answers = []
    for (const instance of [a, b, a, b]) answers.push(await send(instance, ip))
    expect(answers.map((answer) => answer.status)).toEqual([415, 415, 415, 429])
    expect(Number(answers[3]?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await send(a, ip)).status).toBe(429)
    expect((await send(b, '10.77.1.2')).status).toBe(415) // another address has its own count
  })
})
