import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { honeypotDrops } from '@/features/leads/honeypotDrops'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { JSON_ENDPOINTS, type Route } from './helpers/jsonEndpoints'
import { captureLogs, deliveryJobsFor, freshIp, leadByReference, postJson, SITE } from './helpers/leadHttp'

const RATE_LIMIT = 5
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
vi.hoisted(() => {
  // A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
  Object.assign(process.env, { LEAD_RATE_LIMIT: '5', LEAD_RATE_WINDOW_SECONDS: '600', CRM_ADAPTER: 'none' })
  for (const key of ['SITE_URL', 'HCAPTCHA_SECRET', 'CAPTCHA_DISABLED', 'REDIS_URL']) delete process.env[key]
})

const ATTRIBUTION = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', utmTerm: 'vault', utmContent: 'cta', gclid: 'G-1' }
const FIRST = 'Please enter your first name'
const LAST = 'Please enter your last name'

/** Each JSON endpoint, a valid body for it (unique per call) and the messages of an all-empty body. */
const ENDPOINTS = [
  {
    ...JSON_ENDPOINTS.salesForm,
    valid: (tag: string) => ({ firstName: `Ada${tag}`, lastName: `Lovelace${tag}`, email: `ada.${tag}@example.com`, textField: `Hi ${tag}`, context: 'pricing', topic: 'relay', ...ATTRIBUTION }),
    empty: { firstName: ' ', lastName: '', email: '', textField: '' },
    emptyErrors: { firstName: FIRST, lastName: LAST, email: 'Please enter your work email address', textField: 'Please enter a message' },
    badEmailMessage: 'Please enter a valid work email address',
  },
  {
    ...JSON_ENDPOINTS.betaSignup,
    valid: (tag: string) => ({ firstName: `Grace${tag}`, lastName: `Hopper${tag}`, company: `Navy ${tag}`, email: `grace.${tag}@example.com`, message: `Waitlist ${tag}`, topic: 'asv-scanning', ...ATTRIBUTION }),
    empty: { firstName: '', lastName: '', company: '', email: '', topic: 'asv-scanning' },
    emptyErrors: { firstName: FIRST, lastName: LAST, company: 'Please enter your company name', email: 'Please enter a valid email address' },
    badEmailMessage: 'Please enter a valid email address',
  },
  {
    ...JSON_ENDPOINTS.demo,
    valid: (tag: string) => ({ email: `linus.${tag}@example.com`, utms: ATTRIBUTION }),
    empty: { email: '' },
    emptyErrors: { email: 'Please enter a valid work email address' },
    badEmailMessage: 'Please enter a valid work email address',
  },
]

let booted: Booted
let payload: Payload
beforeAll(async () => {
  booted = await bootLeads()
  payload = booted.payload
})
afterAll(async () => {
  await booted?.shutdown()
})

describe.each(ENDPOINTS)('POST $path', (endpoint) => {
  const { collection } = endpoint
  let POST: Route
  let tags = 0
  const body = () => endpoint.valid(`${endpoint.form}${(tags += 1)}`)
  const post = (data: unknown, options?: Parameters<typeof postJson>[3]) => postJson(POST, endpoint.path, data, options)
  const stored = () => payload.count({ collection }).then(({ totalDocs }) => totalDocs)

  beforeAll(async () => {
    POST = (await endpoint.load()).POST
  })

  it('stores a valid lead with its attribution and queues one deliverLead job', async () => {
    const sent = body()
    const { status, body: answer } = await post(sent)
    expect(status).toBe(200)
    expect(answer).toEqual({ ok: true, id: expect.stringMatching(UUID_V4) })
    const lead = await leadByReference(payload, collection, answer.id)
    expect(lead.email).toBe(sent.email)
    expect(lead.attribution).toMatchObject(ATTRIBUTION)
    expect(lead.deliveryKey).toBe(answer.id)
    expect(lead.deliveredAt ?? null).toBeNull()
    const jobs = await deliveryJobsFor(payload, collection, String(lead.id))
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({ queue: 'leads', processing: false, totalTried: 0 })
  })

  it('answers 400 with the required-field message for every empty field, and stores nothing', async () => {
    const before = await stored()
    const { status, body: answer } = await post(endpoint.empty)
    expect(status).toBe(400)
    expect(answer).toEqual({ errors: endpoint.emptyErrors })
    expect(await stored()).toBe(before)
  })

  it('answers 400 with the invalid-email message', async () => {
    // 'ada@example-.com' fits zod's pattern but not Payload's email field, which would fail at storage with a 500.
    for (const email of ['not-an-email', 'a@b', 'two@@example.com', 'ada@example-.com', 'x'.repeat(250) + '@example.com']) {
      const { status, body: answer } = await post({ ...body(), email })
      expect(status).toBe(400)
      expect(answer).toEqual({ errors: { email: endpoint.badEmailMessage } })
    }
  })

  it('stores text without NUL characters, which SQLite would cut the text at', async () => {
    const sent = JSON.stringify(body()).replace('"newsletter"', '"news\\u0000letter"')
    const { status, body: answer } = await post(sent)
    expect(status).toBe(200)
    const lead = (await leadByReference(payload, collection, answer.id)) as { attribution?: Record<string, unknown> }
    expect(lead.attribution?.utmSource).toBe('newsletter')
  })

  it('answers 400 for a body that is not JSON or not an object', async () => {
    expect(await post('{"email": ')).toMatchObject({ status: 400, body: { error: 'The body must be valid JSON' } })
    expect(await post('')).toMatchObject({ status: 400, body: { error: 'The body must be valid JSON' } })
    for (const value of [null, [], 'text', 42]) {
      const { status, body: answer } = await post(JSON.stringify(value))
      expect(status).toBe(400)
      expect(answer.errors).toHaveProperty('body')
    }
  })

  it('reads a body of exactly 32 KB and refuses one byte more with 413', async () => {
    const json = JSON.stringify(body())
    const atLimit = json + ' '.repeat(32 * 1024 - Buffer.byteLength(json))
    expect((await post(atLimit)).status).toBe(200)
    const before = await stored()
    expect(await post(atLimit + ' ')).toMatchObject({ status: 413, body: { error: expect.any(String) } })
    expect(await post({ ...body(), padding: 'é'.repeat(40_000) })).toMatchObject({ status: 413 })
    expect(await stored()).toBe(before)
  })

  it('answers 415 for a body that is not application/json', async () => {
    const { status } = await post(JSON.stringify(body()), { headers: { 'content-type': 'text/plain;charset=UTF-8' } })
    expect(status).toBe(415)
  })

  it('refuses cross-site requests with 403 and accepts same-origin ones', async () => {
    const before = await stored()
    expect((await post(body(), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
    expect((await post(body(), { headers: { 'sec-fetch-site': 'same-site' } })).status).toBe(403)
    expect((await post(body(), { headers: { origin: 'https://evil.example' } })).status).toBe(403)
    // Sec-Fetch-Site is what browsers send today; it decides even when Origin looks like ours.
    expect((await post(body(), { headers: { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' } })).status).toBe(403)
    expect(await stored()).toBe(before)
    expect((await post(body(), { headers: { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' } })).status).toBe(200)
    expect((await post(body(), { headers: { origin: 'http://localhost:3000' } })).status).toBe(200)
    expect((await post(body(), { headers: { origin: SITE, host: '127.0.0.1:3000' } })).status).toBe(200)
    expect(await stored()).toBe(before + 3)
  })

  it(`answers 429 with a numeric Retry-After after ${RATE_LIMIT} requests from one address`, async () => {
    const ip = freshIp()
    for (let i = 0; i < RATE_LIMIT; i++) expect((await post(body(), { ip })).status).toBe(200)
    const before = await stored()
    const refused = await post(body(), { ip })
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await stored()).toBe(before)
    // Another visitor is unaffected: the limit keys on nginx's (last) X-Forwarded-For entry.
    expect((await post(body())).status).toBe(200)
  })

  it('answers a filled honeypot with 200 but stores nothing and counts the drop', async () => {
    const before = await stored()
    const drops = honeypotDrops(endpoint.form)
    const { status, body: answer } = await post({ ...body(), website: 'https://spam.example' })
    expect(status).toBe(200)
    expect(answer).toEqual({ ok: true, id: expect.stringMatching(UUID_V4) })
    expect(await stored()).toBe(before)
    expect(honeypotDrops(endpoint.form)).toBe(drops + 1)
  })

  it('answers a bot exactly as a stored lead: same status, keys, headers, and a random reference, never a sequential id', async () => {
    const real = await post(body())
    const bot = await post({ ...body(), website: 'https://spam.example' })
    const again = await post(body())
    expect(bot.status).toBe(real.status)
    expect(Object.keys(bot.body).sort()).toEqual(Object.keys(real.body).sort())
    for (const answer of [real, bot, again]) expect(answer.body).toEqual({ ok: true, id: expect.stringMatching(UUID_V4) })
    const headers = (answer: typeof real) => [...answer.headers].filter(([name]) => name !== 'date')
    expect(headers(bot)).toEqual(headers(real))
    // Two stored leads in a row share nothing that counts up.
    expect(new Set([real.body.id, bot.body.id, again.body.id]).size).toBe(3)
    expect(Number.isNaN(Number(real.body.id))).toBe(true)
  })

  it('logs no personal data while storing a lead or dropping a bot', async () => {
    const sent = body()
    const bot = { ...body(), website: 'x' }
    const logs = captureLogs(payload)
    try {
      expect((await post(sent)).status).toBe(200)
      expect((await post(bot)).status).toBe(200)
    } finally {
      logs.restore()
    }
    // The capture saw the lines that were written, so an absence below means something.
    expect(logs.text()).toContain('lead stored')
    expect(logs.text()).toContain('honeypot submission dropped')
    const personal = [...Object.values(sent), ...Object.values(bot)].filter((value) => typeof value === 'string' && value.includes(endpoint.form))
    expect(personal.length).toBeGreaterThan(0)
    for (const value of personal) expect(logs.text()).not.toContain(value)
  })
})

describe('simultaneous submissions', () => {
  it('stores every lead of a burst across all three endpoints (no SQLITE_BUSY 500s)', async () => {
    const routes = await Promise.all(ENDPOINTS.map(async (endpoint) => ({ endpoint, POST: (await endpoint.load()).POST })))
    const count = async () => (await Promise.all(ENDPOINTS.map((e) => payload.count({ collection: e.collection })))).map((c) => c.totalDocs)
    const before = await count()
    const burst = routes.flatMap(({ endpoint, POST }) =>
      Array.from({ length: 12 }, (_, i) => postJson(POST, endpoint.path, endpoint.valid(`burst${endpoint.form}${i}`))),
    )
    const statuses = (await Promise.all(burst)).map((answer) => answer.status)
    expect(statuses).toEqual(burst.map(() => 200))
    expect(await count()).toEqual(before.map((n) => n + 12))
  })
})
