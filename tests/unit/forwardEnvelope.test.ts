import { getGlobalDispatcher, MockAgent, setGlobalDispatcher, type Dispatcher } from 'undici'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { BEACON_LIMIT } from '@/lib/http/rateLimit'
import { ENVELOPE_LIMIT, forwardEnvelope } from '@/features/monitoring/forwardEnvelope'
import { parseEnv } from '@/lib/env'

const SAAS_DSN = 'https://abc123@o4504.ingest.us.sentry.io/4507'
const SELF_HOSTED_DSN = 'https://key@errors.example.com:9000/sentry/12'
const SITE = 'http://localhost:3000'

const envWith = (vars: Record<string, string>) => parseEnv(vars as NodeJS.ProcessEnv)

type Forwarded = { url: string; method: string; headers: Record<string, string>; body: Buffer }

// Each origin answers as a test says, and every forwarded request is kept with its exact bytes
// (tests/helpers/serviceMock.ts keeps bodies as text, which would hide a re-encoding).
let agent: MockAgent
let previous: Dispatcher
let forwarded: Forwarded[]
beforeEach(() => {
  previous = getGlobalDispatcher()
  agent = new MockAgent()
  agent.disableNetConnect()
  setGlobalDispatcher(agent)
  forwarded = []
})
afterEach(async () => {
  setGlobalDispatcher(previous)
  await agent.close()
})

function upstream(origin: string, status: number, headers: Record<string, string> = {}) {
  agent
    .get(origin)
    .intercept({ path: () => true, method: () => true })
    .reply(
      status,
      (options) => {
        forwarded.push({
          url: `${origin}${options.path}`,
          method: options.method,
          headers: Object.fromEntries(
            Object.entries((options.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
          ),
          body: Buffer.from(options.body as Uint8Array),
        })
        return 'upstream says something private'
      },
      { headers },
    )
    .persist()
}

// Every byte value, including ones that are not valid UTF-8, as in a compressed replay segment.
const BINARY = Buffer.from(Array.from({ length: 256 }, (_, i) => i))

function envelope(header: Record<string, unknown>, payload: Buffer = BINARY): Buffer {
  const item = { type: 'replay_recording', length: payload.length }
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n${JSON.stringify(item)}\n`), payload])
}
const envelopeFor = (dsn: string) => envelope({ event_id: 'a'.repeat(32), sent_at: new Date().toISOString(), dsn })

// A fresh address per request, so the per-IP rate limit only speaks in the test about it.
let lastIp = 0
const nextIp = () => `10.0.${Math.floor(++lastIp / 250)}.${lastIp % 250}`

function post(body: Uint8Array, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/monitoring`, {
    method: 'POST',
    // A copy on its own ArrayBuffer, which is what BodyInit takes.
    body: new Uint8Array(body),
    headers: {
      'sec-fetch-site': 'same-origin',
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': nextIp(),
      ...headers,
    },
  })
}

describe('forwardEnvelope', () => {
  it('forwards a Sentry SaaS envelope byte for byte to the project envelope endpoint', async () => {
    upstream('https://o4504.ingest.us.sentry.io', 200)
    const body = envelopeFor(SAAS_DSN)
    const response = await forwardEnvelope(post(body), envWith({ SENTRY_DSN: SAAS_DSN }))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    expect(forwarded).toHaveLength(1)
    const [sent] = forwarded
    expect(sent).toMatchObject({ url: 'https://o4504.ingest.us.sentry.io/api/4507/envelope/', method: 'POST' })
    expect(sent?.headers['content-type']).toBe('application/x-sentry-envelope')
    expect(sent?.body.equals(body)).toBe(true)
  })

  it('forwards to a self-hosted server on its port and under its path', async () => {
    upstream('https://errors.example.com:9000', 200)
    const body = envelopeFor(SELF_HOSTED_DSN)
    const response = await forwardEnvelope(post(body), envWith({ SENTRY_DSN: SELF_HOSTED_DSN }))
    expect(response.status).toBe(200)
    expect(forwarded.map((sent) => sent.url)).toEqual(['https://errors.example.com:9000/sentry/api/12/envelope/'])
    expect(forwarded[0]?.body.equals(body)).toBe(true)
  })

  it('does not pass the visitor address or cookies on', async () => {
    upstream('https://o4504.ingest.us.sentry.io', 200)
    await forwardEnvelope(
      post(envelopeFor(SAAS_DSN), { cookie: 'cookie-permissions=accepted' }),
      envWith({ SENTRY_DSN: SAAS_DSN }),
    )
    expect(Object.keys(forwarded[0]?.headers ?? {})).toEqual(['content-type'])
  })

  it('takes an envelope of exactly 1 MB', async () => {
    upstream('https://o4504.ingest.us.sentry.io', 200)
    const head = envelopeFor(SAAS_DSN).subarray(0, 200)
    const body = Buffer.concat([head, Buffer.alloc(ENVELOPE_LIMIT - head.length, 0x41)])
    expect(body.length).toBe(1024 * 1024)
    const response = await forwardEnvelope(post(body), envWith({ SENTRY_DSN: SAAS_DSN }))
    expect(response.status).toBe(200)
    expect(forwarded[0]?.body.equals(body)).toBe(true)
  })

  it('refuses an envelope over 1 MB with 413, forwarding nothing', async () => {
    upstream('https://o4504.ingest.us.sentry.io', 200)
    const body = envelopeFor(SAAS_DSN)
    const tooBig = Buffer.concat([body, Buffer.alloc(ENVELOPE_LIMIT + 1 - body.length)])
    const response = await forwardEnvelope(post(tooBig), envWith({ SENTRY_DSN: SAAS_DSN }))
    expect(response.status).toBe(413)
    expect(forwarded).toEqual([])
  })

  it.each([
    ['another server', 'https://abc123@o1.ingest.sentry.io/4507'],
    ['another project on our server', 'https://abc123@o4504.ingest.us.sentry.io/9999'],
    ['another port of our host', 'https://key@errors.example.com:9001/sentry/12'],
  ])('refuses an envelope for %s with 400', async (_case, dsn) => {
    upstream('https://o4504.ingest.us.sentry.io', 200)
    upstream('https://errors.example.com:9000', 200)
    const configured = dsn.includes('errors.example.com') ? SELF_HOSTED_DSN : SAAS_DSN
    const response = await forwardEnvelope(post(envelopeFor(dsn)), envWith({ SENTRY_DSN: configured }))
    expect(response.status).toBe(400)
    expect(forwarded).toEqual([])
  })

  it.each([
    ['without a DSN in its header', envelope({ event_id: 'a'.repeat(32) })],
    ['whose header is not JSON', Buffer.from(`not json\n{"type":"event"}\n{}`)],
    ['whose header is a JSON string', Buffer.from(`"${SAAS_DSN}"\n{"type":"event"}\n{}`)],
    ['with a DSN that is not one', envelope({ dsn: 'o4504.ingest.us.sentry.io/4507' })],
    ['that is empty', Buffer.alloc(0)],
  ])('refuses a body %s with 400', async (_case, body) => {
    upstream('https://o4504.ingest.us.sentry.io', 200)
    const response = await forwardEnvelope(post(body), envWith({ SENTRY_DSN: SAAS_DSN }))
    expect(response.status).toBe(400)
    expect(forwarded).toEqual([])
  })

  it('answers 404 when error reporting is not configured', async () => {
    upstream('https://o4504.ingest.us.sentry.io', 200)
    const response = await forwardEnvelope(post(envelopeFor(SAAS_DSN)), envWith({}))
    expect(response.status).toBe(404)
    expect(forwarded).toEqual([])
  })

  it('refuses cross-site requests with 403', async () => {
    upstream('https://o4504.ingest.us.sentry.io', 200)
    const env = envWith({ SENTRY_DSN: SAAS_DSN })
    const crossSite = await forwardEnvelope(post(envelopeFor(SAAS_DSN), { 'sec-fetch-site': 'cross-site' }), env)
    expect(crossSite.status).toBe(403)
    const request = post(envelopeFor(SAAS_DSN), { origin: 'https://evil.example' })
    request.headers.delete('sec-fetch-site')
    expect((await forwardEnvelope(request, env)).status).toBe(403)
    expect(forwarded).toEqual([])
  })

  it('answers 502 when the server is unreachable', async () => {
    agent
      .get('https://o4504.ingest.us.sentry.io')
      .intercept({ path: () => true, method: () => true })
      .replyWithError(new Error('connect ECONNREFUSED'))
      .persist()
    const response = await forwardEnvelope(post(envelopeFor(SAAS_DSN)), envWith({ SENTRY_DSN: SAAS_DSN }))
    expect(response.status).toBe(502)
    expect(await response.text()).not.toContain('ECONNREFUSED')
  })

  it('passes the server’s 429 on with its back-off headers, not its body', async () => {
    upstream('https://o4504.ingest.us.sentry.io', 429, {
      'retry-after': '60',
      'x-sentry-rate-limits': '60:error;transaction:organization',
      'x-internal': 'secret',
    })
    const response = await forwardEnvelope(post(envelopeFor(SAAS_DSN)), envWith({ SENTRY_DSN: SAAS_DSN }))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(response.headers.get('x-sentry-rate-limits')).toBe('60:error;transaction:organization')
    expect(response.headers.get('x-internal')).toBeNull()
    expect(await response.text()).toBe('')
  })

  it('passes a server error on without its body', async () => {
    upstream('https://o4504.ingest.us.sentry.io', 500)
    const response = await forwardEnvelope(post(envelopeFor(SAAS_DSN)), envWith({ SENTRY_DSN: SAAS_DSN }))
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('')
  })

  it('answers 502 to a redirect rather than following or passing it on', async () => {
    upstream('https://o4504.ingest.us.sentry.io', 302, { location: 'https://elsewhere.example/' })
    const response = await forwardEnvelope(post(envelopeFor(SAAS_DSN)), envWith({ SENTRY_DSN: SAAS_DSN }))
    expect(response.status).toBe(502)
    expect(response.headers.get('location')).toBeNull()
  })

  it(`allows an address ${BEACON_LIMIT.points} envelopes per ${BEACON_LIMIT.duration} s (the beacon allowance), then answers 429`, async () => {
    upstream('https://o4504.ingest.us.sentry.io', 200)
    const env = envWith({ SENTRY_DSN: SAAS_DSN })
    const ip = '203.0.113.7'
    const limit = BEACON_LIMIT.points
    for (let n = 0; n < limit; n++) {
      expect((await forwardEnvelope(post(envelopeFor(SAAS_DSN), { 'x-forwarded-for': ip }), env)).status).toBe(200)
    }
    const refused = await forwardEnvelope(post(envelopeFor(SAAS_DSN), { 'x-forwarded-for': ip }), env)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(forwarded).toHaveLength(limit)
  })
})
