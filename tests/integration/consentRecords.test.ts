import { Forbidden, NotFound, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { ConsentRecord, Legal, User } from '@/cms/payload-types'
import { BEACON_LIMIT, rateLimited } from '@/lib/http/rateLimit'

import { noRevalidate, type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import type { Route } from './helpers/jsonEndpoints'
import { captureLogs, freshIp, postJson } from './helpers/leadHttp'
import { richText } from './helpers/richText'

vi.hoisted(() => {
  // A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
  Object.assign(process.env, { LEAD_RATE_LIMIT: '5', LEAD_RATE_WINDOW_SECONDS: '600', CRM_ADAPTER: 'none' })
  for (const key of ['SITE_URL', 'REDIS_URL']) delete process.env[key]
})

// Outside a Next server there is no data cache: the cached legal reader reads straight through.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
}))

const PATH = '/api/consent'
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) ConsentTest/1.0'

let booted: Booted
let payload: Payload
let POST: Route
beforeAll(async () => {
  booted = await bootLeads()
  payload = booted.payload
  POST = (await import('@/app/api/consent/route')).POST
})
afterAll(async () => {
  await booted?.shutdown()
})

const post = (body: unknown, options?: Parameters<typeof postJson>[3]) => postJson(POST, PATH, body, options)
const valid = (choice: 'accepted' | 'rejected' = 'accepted') => ({ visitorId: crypto.randomUUID(), choice })
const stored = () => payload.count({ collection: 'consent-records' }).then(({ totalDocs }) => totalDocs)
const recordsOf = async (visitorId: string) =>
  (await payload.find({ collection: 'consent-records', where: { visitorId: { equals: visitorId } }, depth: 0 })).docs

const lexical = (text: string) => richText(text) as unknown as Legal['content']

describe('POST /api/consent', () => {
  it('answers 201 and stores the choice, the time and the policy version, and nothing else', async () => {
    const sent = valid('rejected')
    const ip = freshIp()
    const { status, body } = await post(sent, { ip, headers: { 'user-agent': USER_AGENT } })
    expect(status).toBe(201)
    expect(body).toEqual({ ok: true })
    const [record, ...more] = await recordsOf(sent.visitorId)
    expect(more).toEqual([])
    expect(Object.keys(record!).sort()).toEqual([
      'choice',
      'createdAt',
      'id',
      'policyVersion',
      'updatedAt',
      'visitorId',
    ])
    expect(record).toMatchObject({ visitorId: sent.visitorId, choice: 'rejected', policyVersion: 'unpublished' })
    expect(Date.now() - Date.parse(record!.createdAt)).toBeLessThan(60_000)
    const text = JSON.stringify(record)
    for (const personal of [ip, '198.51.', USER_AGENT]) expect(text).not.toContain(personal)
  })

  it("records the published cookie policy's effective date as the version, never a draft's", async () => {
    const policy = await payload.create({
      collection: 'legal',
      data: {
        title: 'Cookie Policy',
        slug: 'cookies',
        summary: 'How we use cookies.',
        effectiveDate: '2026-03-01T00:00:00.000Z',
        content: lexical('Cookies.'),
        _status: 'published',
      },
      context: noRevalidate,
    })
    const first = valid()
    expect((await post(first)).status).toBe(201)
    expect((await recordsOf(first.visitorId))[0]?.policyVersion).toBe('2026-03-01')

    await payload.update({
      collection: 'legal',
      id: policy.id,
      draft: true,
      data: { effectiveDate: '2026-09-01T00:00:00.000Z', _status: 'draft' },
      context: noRevalidate,
    })
    const second = valid()
    expect((await post(second)).status).toBe(201)
    expect((await recordsOf(second.visitorId))[0]?.policyVersion).toBe('2026-03-01')
  })

  it('keeps every choice a visitor makes, in order', async () => {
    const visitorId = crypto.randomUUID()
    for (const choice of ['accepted', 'rejected', 'accepted'] as const)
      expect((await post({ visitorId, choice })).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'consent-records',
      where: { visitorId: { equals: visitorId } },
      sort: 'id',
    })
    expect(docs.map((doc) => doc.choice)).toEqual(['accepted', 'rejected', 'accepted'])
  })

  it('answers 400 with field errors for a bad id, a bad choice or any other key, and stores nothing', async () => {
    const before = await stored()
    const cases: [unknown, Record<string, string>][] = [
      [{ ...valid(), visitorId: 'not-a-uuid' }, { visitorId: 'The visitor id must be a UUID v4' }],
      [
        { ...valid(), visitorId: '6ba7b810-9dad-11d1-80b4-00c04fd430c8' },
        { visitorId: 'The visitor id must be a UUID v4' },
      ],
      [{ ...valid(), visitorId: 42 }, { visitorId: 'The visitor id must be a UUID v4' }],
      [{ ...valid(), choice: 'pending' }, { choice: "The choice must be 'accepted' or 'rejected'" }],
      [{ visitorId: crypto.randomUUID() }, { choice: "The choice must be 'accepted' or 'rejected'" }],
      [{ ...valid(), ip: '203.0.113.9' }, { body: 'Only visitorId and choice are accepted' }],
      [{ ...valid(), email: 'ada@example.com' }, { body: 'Only visitorId and choice are accepted' }],
      [null, { body: 'The body must be a JSON object' }],
      [[valid()], { body: 'The body must be a JSON object' }],
    ]
    for (const [body, errors] of cases) {
      const answer = await post(typeof body === 'string' ? body : JSON.stringify(body))
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body).toEqual({ errors })
    }
    expect(await post('{"visitorId": ')).toMatchObject({ status: 400, body: { error: 'The body must be valid JSON' } })
    expect(await stored()).toBe(before)
  })

  it('answers 415 for a body that is not application/json', async () => {
    const { status } = await post(JSON.stringify(valid()), { headers: { 'content-type': 'text/plain;charset=UTF-8' } })
    expect(status).toBe(415)
  })

  it('reads a body of exactly 1 KB and refuses one byte more with 413', async () => {
    const json = JSON.stringify(valid())
    const atLimit = json + ' '.repeat(1024 - Buffer.byteLength(json))
    expect((await post(atLimit)).status).toBe(201)
    const before = await stored()
    expect(await post(atLimit + ' ')).toMatchObject({
      status: 413,
      body: { error: 'The body must be at most 1024 bytes' },
    })
    expect(await stored()).toBe(before)
  })

  it('refuses cross-site requests with 403', async () => {
    const before = await stored()
    expect((await post(valid(), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
    expect((await post(valid(), { headers: { origin: 'https://evil.example' } })).status).toBe(403)
    expect(await stored()).toBe(before)
    expect((await post(valid(), { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(201)
  })

  it('allows more than a lead form from one address, then answers 429 with Retry-After, in a bucket of its own', async () => {
    const ip = freshIp()
    // An office behind one address: more choices than LEAD_RATE_LIMIT (5 here) are all kept.
    for (let i = 0; i < 7; i++) expect((await post(valid(), { ip })).status).toBe(201)
    // Use up the rest of the beacon allowance without storing hundreds of records.
    for (let i = 7; i < BEACON_LIMIT.points; i++) await rateLimited('consent', ip, 'beacon')
    const refused = await post(valid(), { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    // The lead forms' limits for the same address are untouched.
    expect(await rateLimited('salesForm', ip)).toBeNull()
  })

  it('never logs the visitor id', async () => {
    const sent = valid()
    const logs = captureLogs(payload)
    try {
      expect((await post(sent)).status).toBe(201)
      expect((await post({ ...sent, extra: true })).status).toBe(400)
    } finally {
      logs.restore()
    }
    expect(logs.text()).not.toContain(sent.visitorId)
  })
})

describe('access to consent records through the local API', () => {
  type Role = 'admin' | 'editor' | 'sales'
  let users: Record<Role, User>
  let record: ConsentRecord
  const as = (user: User | null) => ({ overrideAccess: false as const, user })
  const visible = (user: User | null) =>
    payload.find({ collection: 'consent-records', ...as(user) }).then(
      ({ docs }) => docs,
      (error: unknown) => (error instanceof Forbidden ? [] : Promise.reject(error)),
    )

  beforeAll(async () => {
    const make = (role: Role) =>
      payload.create({
        collection: 'users',
        data: { email: `consent-${role}@cipherwell.test`, password: 'a long test password', roles: [role] },
      })
    users = { admin: await make('admin'), editor: await make('editor'), sales: await make('sales') }
    record = await payload.create({
      collection: 'consent-records',
      data: { visitorId: crypto.randomUUID(), choice: 'accepted', policyVersion: '2026-03-01' },
    })
  })

  it('lets admins read the records', async () => {
    expect((await visible(users.admin)).map((doc) => doc.id)).toContain(record.id)
    await expect(
      payload.findByID({ collection: 'consent-records', id: record.id, ...as(users.admin) }),
    ).resolves.toMatchObject({ visitorId: record.visitorId })
  })

  it.each(['editor', 'sales', 'anonymous'] as const)('lets %s visitors read none', async (who) => {
    const user = who === 'anonymous' ? null : users[who]
    expect(await visible(user)).toEqual([])
    const byId = payload.findByID({ collection: 'consent-records', id: record.id, ...as(user) })
    await expect(byId).rejects.toSatisfy((error) => error instanceof Forbidden || error instanceof NotFound)
  })

  it('lets nobody, admins included, change or create a record through the API', async () => {
    for (const user of [users.admin, users.editor, users.sales, null]) {
      await expect(
        payload.update({ collection: 'consent-records', id: record.id, data: { choice: 'rejected' }, ...as(user) }),
      ).rejects.toThrow(Forbidden)
      const data = { visitorId: crypto.randomUUID(), choice: 'accepted' as const, policyVersion: 'forged' }
      await expect(payload.create({ collection: 'consent-records', data, ...as(user) })).rejects.toThrow(Forbidden)
    }
    expect(await payload.findByID({ collection: 'consent-records', id: record.id })).toMatchObject({
      choice: 'accepted',
    })
    expect(
      await payload.count({ collection: 'consent-records', where: { policyVersion: { equals: 'forged' } } }),
    ).toEqual({ totalDocs: 0 })
  })

  it('lets only admins delete a record (retention)', async () => {
    for (const user of [users.editor, users.sales, null]) {
      await expect(payload.delete({ collection: 'consent-records', id: record.id, ...as(user) })).rejects.toThrow(
        Forbidden,
      )
    }
    await payload.delete({ collection: 'consent-records', id: record.id, ...as(users.admin) })
    await expect(payload.findByID({ collection: 'consent-records', id: record.id })).rejects.toThrow(NotFound)
  })
})
