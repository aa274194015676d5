import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { serviceMock } from '../helpers/serviceMock'

type Tunnel = typeof import('@/features/analytics/pipelineTunnel')

const PIPELINE = 'https://pipeline.test'
const WRITE_KEY = 'wk_Test-123'
const SITE = 'http://localhost:3000'

/**
 * A fresh copy of the tunnel (and of getEnv's cache and the rate limiters) reading `vars`.
 * Variables that would change the outcome are cleared first, whatever the shell has set.
 */
async function load(vars: Record<string, string>): Promise<Tunnel['tunnelToPipeline']> {
  for (const key of [
    'SEGMENT_WRITE_KEY',
    'ANALYTICS_PIPELINE_URL',
    'SITE_URL',
    'REDIS_URL',
    'INTERCOM_APP_ID',
    'CHAT_IDENTITY_SECRET',
  ]) {
    vi.stubEnv(key, undefined)
  }
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  vi.resetModules()
  return (await import('@/features/analytics/pipelineTunnel')).tunnelToPipeline
}

const configured = { SEGMENT_WRITE_KEY: WRITE_KEY, ANALYTICS_PIPELINE_URL: PIPELINE }

let ips = 0
/** A same-origin request from a browser page, from an address no other test used. */
function beacon(body: BodyInit, headers: Record<string, string> = {}) {
  ips += 1
  return new Request(`${SITE}/api/pipeline/v1/t`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `10.9.${ips >> 8}.${ips & 255}`,
      ...headers,
    },
    body,
  })
}

/** A track call as Segment's browser library sends it: odd spacing and non-ASCII must survive untouched. */
const TRACK =
  '{"writeKey":"wk_Test-123",  "type":"track","event":"Café viewed 東京","properties":{"n":1.50,"e":"\\u00e9"}}'

let service: ReturnType<typeof serviceMock>
beforeEach(() => {
  service = serviceMock()
})
afterEach(async () => {
  await service.close()
  vi.unstubAllEnvs()
  vi.resetModules()
})

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error

describe('tunnelToPipeline', () => {
  it('is 404 when no SEGMENT_WRITE_KEY is configured, and forwards nothing', async () => {
    service.answer(PIPELINE, 200, {})
    const tunnel = await load({ ANALYTICS_PIPELINE_URL: PIPELINE })
    const response = await tunnel(beacon(TRACK), 't')
    expect(response.status).toBe(404)
    expect(service.sent).toEqual([])
  })

  it('is 404 for an unknown call letter', async () => {
    service.answer(PIPELINE, 200, {})
    const tunnel = await load(configured)
    for (const method of ['x', 'track', '', 'T']) {
      expect((await tunnel(beacon(TRACK), method)).status).toBe(404)
    }
    expect(service.sent).toEqual([])
  })

  it('forwards a track call byte for byte with the write key as Basic auth, and answers 200', async () => {
    service.answer(PIPELINE, 200, { success: true })
    const tunnel = await load(configured)
    const response = await tunnel(beacon(TRACK), 't')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(service.sent).toHaveLength(1)
    const [sent] = service.sent
    expect(sent).toMatchObject({ url: `${PIPELINE}/v1/t`, method: 'POST', body: TRACK })
    expect(sent!.headers['content-type']).toBe('application/json')
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from(`${WRITE_KEY}:`).toString('base64')}`)
  })

  it('does not pass the visitor’s address or cookies on', async () => {
    service.answer(PIPELINE, 200, {})
    const tunnel = await load(configured)
    await tunnel(beacon(TRACK, { cookie: 'session=secret' }), 't')
    const headers = service.sent[0]!.headers
    expect(headers['x-forwarded-for']).toBeUndefined()
    expect(headers.cookie).toBeUndefined()
  })

  it('forwards each call letter to its path, and accepts application/json too', async () => {
    service.answer(PIPELINE, 200, {})
    const tunnel = await load({ ...configured, ANALYTICS_PIPELINE_URL: `${PIPELINE}/` })
    const identify = '{"writeKey":"wk_Test-123","type":"identify","userId":"u1"}'
    expect((await tunnel(beacon(identify, { 'content-type': 'application/json; charset=utf-8' }), 'i')).status).toBe(
      200,
    )
    expect((await tunnel(beacon(TRACK), 'p')).status).toBe(200)
    expect(service.sent.map(({ url, body }) => [url, body])).toEqual([
      [`${PIPELINE}/v1/i`, identify],
      [`${PIPELINE}/v1/p`, TRACK],
    ])
  })

  it('refuses another write key with 400 and forwards nothing', async () => {
    service.answer(PIPELINE, 200, {})
    const tunnel = await load(configured)
    const response = await tunnel(beacon(TRACK.replace(WRITE_KEY, 'someone-else')), 't')
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toBe('Unknown write key')
    expect(service.sent).toEqual([])
  })

  it('refuses a body that is not a Segment event with 400', async () => {
    service.answer(PIPELINE, 200, {})
    const tunnel = await load(configured)
    for (const body of [
      '{"writeKey":',
      'not json',
      '',
      '[]',
      '"wk_Test-123"',
      '{"writeKey":"wk_Test-123"}',
      '{"writeKey":1,"type":"track"}',
    ]) {
      const response = await tunnel(beacon(body), 't')
      expect(response.status, body).toBe(400)
    }
    expect(service.sent).toEqual([])
  })

  it('refuses a body over 40 KB with 413, and accepts one of exactly 40 KB', async () => {
    service.answer(PIPELINE, 200, {})
    const tunnel = await load(configured)
    const event = (size: number) => {
      const head = '{"writeKey":"wk_Test-123","type":"track","pad":"'
      return `${head}${'x'.repeat(size - head.length - 2)}"}`
    }
    const exact = event(40 * 1024)
    expect(Buffer.byteLength(exact)).toBe(40 * 1024)
    const over = await tunnel(beacon(event(40 * 1024 + 1)), 't')
    expect(over.status).toBe(413)
    expect(service.sent).toEqual([])
    expect((await tunnel(beacon(exact), 't')).status).toBe(200)
    expect(service.sent).toHaveLength(1)
  })

  it('refuses a declared Content-Length over the limit with 413', async () => {
    service.answer(PIPELINE, 200, {})
    const tunnel = await load(configured)
    const response = await tunnel(beacon(TRACK, { 'content-length': String(40 * 1024 + 1) }), 't')
    expect(response.status).toBe(413)
    expect(service.sent).toEqual([])
  })

  it('refuses other content types with 415', async () => {
    service.answer(PIPELINE, 200, {})
    const tunnel = await load(configured)
    expect((await tunnel(beacon(TRACK, { 'content-type': 'image/png' }), 't')).status).toBe(415)
    expect((await tunnel(beacon(TRACK, { 'content-type': 'application/x-www-form-urlencoded' }), 't')).status).toBe(415)
    expect(service.sent).toEqual([])
  })

  it('refuses a cross-site request with 403', async () => {
    service.answer(PIPELINE, 200, {})
    const tunnel = await load(configured)
    expect((await tunnel(beacon(TRACK, { 'sec-fetch-site': 'cross-site' }), 't')).status).toBe(403)
    expect((await tunnel(beacon(TRACK, { 'sec-fetch-site': 'same-site' }), 't')).status).toBe(403)
    expect(service.sent).toEqual([])
  })

  it('answers 502 when the pipeline fails with a 5xx', async () => {
    service.answer(PIPELINE, 500, 'boom')
    const tunnel = await load(configured)
    const response = await tunnel(beacon(TRACK), 't')
    expect(response.status).toBe(502)
    expect(service.sent).toHaveLength(1)
  })

  it('answers 502 when the pipeline cannot be reached', async () => {
    service.fail(PIPELINE)
    const tunnel = await load(configured)
    const response = await tunnel(beacon(TRACK), 't')
    expect(response.status).toBe(502)
    expect(await errorOf(response)).toBe('The analytics pipeline could not be reached')
  })

  it('passes a 4xx refusal on as it is', async () => {
    service.answer(PIPELINE, 400, { success: false })
    service.answer('https://busy.test', 429, '')
    let tunnel = await load(configured)
    expect((await tunnel(beacon(TRACK), 't')).status).toBe(400)
    tunnel = await load({ ...configured, ANALYTICS_PIPELINE_URL: 'https://busy.test' })
    expect((await tunnel(beacon(TRACK), 't')).status).toBe(429)
  })
})
