import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureNginx, startNginx, type RunningNginx } from '../../scripts/lib/nginx'
import { CV_MAX_BYTES } from '../../src/features/careers/application/schema'
import { LARGE_CSP, startFakeUpstream, type FakeUpstream } from './helpers/fakeUpstream'
import { request, requestWithDeclaredBody, slowClient, type Reply } from './helpers/nginxClient'
import { onPostgres } from './helpers/postgres'

/**
 * deploy/nginx.conf itself, run by Debian's nginx in front of a fake Next server
 * (helpers/fakeUpstream.ts), with a certificate made here. Slow-client timeouts are 2 s
 * instead of production's 10 s so the slowloris checks stay short.
 */
// The PostgreSQL project runs this file too (no database involved): its own ports keep the two apart.
const BASE_PORT = onPostgres ? 18050 : 18000
const PORTS = { upstream: BASE_PORT + 10, http: BASE_PORT + 20, https: BASE_PORT + 21 }
const CLIENT_TIMEOUT_S = 2
const STATIC_JS = `${'/* a chunk of the build */\n'.repeat(40)}export const answer = 42\n`

let upstream: FakeUpstream
let nginx: RunningNginx
let ca: Buffer
let workDir: string

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const get = (pathname: string, headers: Record<string, string> = {}) => request(`${nginx.httpsUrl}${pathname}`, { ca, headers })
const post = (pathname: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  request(`${nginx.httpsUrl}${pathname}`, {
    ca,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })
const cacheStatus = (reply: Reply) => reply.headers['x-cache-status']

beforeAll(async () => {
  ensureNginx()
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-nginx-'))
  const staticDir = path.join(workDir, 'next-static')
  fs.mkdirSync(path.join(staticDir, 'chunks'), { recursive: true })
  fs.writeFileSync(path.join(staticDir, 'chunks', 'app.js'), STATIC_JS)
  upstream = await startFakeUpstream(PORTS.upstream)
  nginx = await startNginx({
    upstream: upstream.url,
    httpPort: PORTS.http,
    httpsPort: PORTS.https,
    staticDir,
    workDir: path.join(workDir, 'nginx'),
    clientTimeoutSeconds: CLIENT_TIMEOUT_S,
  })
  ca = fs.readFileSync(nginx.certPath)
})

afterAll(async () => {
  await nginx?.stop()
  await upstream?.close()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})

describe('TLS and redirects', () => {
  it('redirects plain http to https on the same host, path and query (301)', async () => {
    const reply = await request(`${nginx.httpUrl}/blog/a-post?page=2`, { headers: { host: `localhost:${PORTS.http}` } })
    expect(reply.status).toBe(301)
    expect(reply.headers.location).toBe(`https://localhost:${PORTS.https}/blog/a-post?page=2`)
    expect(upstream.hits('/blog/a-post')).toBe(0)
  })

  it('offers TLS 1.3 and HTTP/2, accepts TLS 1.2, and does not name its version', async () => {
    const handshake = (options: tls.ConnectionOptions) =>
      new Promise<{ protocol: string | null; alpn: string | false | null }>((resolve, reject) => {
        const socket = tls.connect({ host: '127.0.0.1', port: PORTS.https, ca, servername: 'localhost', ...options }, () => {
          resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol })
          socket.end()
        })
        socket.on('error', reject)
      })
    expect(await handshake({ ALPNProtocols: ['h2', 'http/1.1'] })).toEqual({ protocol: 'TLSv1.3', alpn: 'h2' })
    expect((await handshake({ maxVersion: 'TLSv1.2' })).protocol).toBe('TLSv1.2')
    expect((await get('/page/server')).headers.server).toBe('nginx')
  })
})

describe('micro-cache', () => {
  it('sends a burst for a public page to the app once, then refreshes it within two seconds', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => get('/page/burst')))
    expect(burst.map((reply) => reply.status)).toEqual(Array(20).fill(200))
    expect(new Set(burst.map((reply) => reply.text))).toEqual(new Set([burst[0]!.text]))
    expect(burst[0]!.text).toContain('/page/burst render 1')
    expect(burst.filter((reply) => cacheStatus(reply) === 'MISS')).toHaveLength(1)
    for (let index = 0; index < 5; index++) expect(cacheStatus(await get('/page/burst'))).toBe('HIT')
    expect(upstream.hits('/page/burst')).toBe(1)

    // "1s" on nginx's clock of whole seconds: a copy expires 1 to 2 s after it was stored.
    await sleep(2100)
    // The first request after that gets the old copy and starts the refresh.
    const stale = await get('/page/burst')
    expect(stale.text).toContain('render 1')
    expect(['STALE', 'UPDATING', 'EXPIRED']).toContain(cacheStatus(stale))
    await sleep(200)
    const fresh = await get('/page/burst')
    expect(fresh.text).toContain('/page/burst render 2')
    expect(cacheStatus(fresh)).toBe('HIT')
    expect(upstream.hits('/page/burst')).toBe(2)
  })

  it('never caches what Next marks private / no-store', async () => {
    for (let index = 1; index <= 3; index++) {
      const reply = await get('/dynamic')
      expect(reply.text).toContain(`dynamic render ${index}`)
      expect(cacheStatus(reply)).toBe('MISS')
    }
    expect(upstream.hits('/dynamic')).toBe(3)
    // Simultaneous requests wait at most one cache-lock round (0.5 s), not one after another.
    const started = Date.now()
    await Promise.all(Array.from({ length: 20 }, () => get('/dynamic')))
    expect(Date.now() - started).toBeLessThan(2000)
    expect(upstream.hits('/dynamic')).toBe(23)
  })

  it('never caches a response that sets a cookie, even a public one', async () => {
    for (let index = 0; index < 3; index++) expect((await get('/sets-cookie')).headers['set-cookie']).toBeDefined()
    expect(upstream.hits('/sets-cookie')).toBe(3)
  })

  it('serves draft mode from the app and never stores it', async () => {
    await get('/page/draft')
    expect(cacheStatus(await get('/page/draft'))).toBe('HIT')
    const draft = await get('/page/draft', { cookie: '__prerender_bypass=0123456789abcdef' })
    expect(cacheStatus(draft)).toBe('BYPASS')
    expect(draft.text).toContain('draft of /page/draft')
    const visitor = await get('/page/draft')
    expect(visitor.text).toContain('/page/draft render 1')
    expect(visitor.text).not.toContain('draft of')
    expect(upstream.hits('/page/draft')).toBe(2)
  })

  it('never caches the admin or the API, even when they answer as public', async () => {
    for (const pathname of ['/admin', '/admin/collections/posts', '/api/posts']) {
      // The cache is off in these locations: nginx neither looks up nor stores, so it reports no status.
      for (let index = 0; index < 3; index++) expect(cacheStatus(await get(pathname))).toBeUndefined()
      expect(upstream.hits(pathname)).toBe(3)
    }
  })

  it('keeps RSC payloads and HTML apart for the same URL', async () => {
    await get('/page/rsc')
    const html = await get('/page/rsc')
    expect(cacheStatus(html)).toBe('HIT')
    expect(html.headers['content-type']).toContain('text/html')

    const flight = await get('/page/rsc', { rsc: '1' })
    expect(flight.headers['content-type']).toBe('text/x-component')
    expect(flight.text).toContain('"rsc":"/page/rsc"')
    expect(cacheStatus(await get('/page/rsc', { rsc: '1' }))).toBe('HIT')
    const prefetch = await get('/page/rsc', { rsc: '1', 'next-router-prefetch': '1' })
    expect(prefetch.text).toContain('"prefetch":"1"')
    expect((await get('/page/rsc')).headers['content-type']).toContain('text/html')
    expect(upstream.hits('/page/rsc')).toBe(3)
  })
})

describe('static files, compression, headers to the app', () => {
  it('serves /_next/static/ from disk, immutable for a year, without the app', async () => {
    const reply = await get('/_next/static/chunks/app.js')
    expect(reply.status).toBe(200)
    expect(reply.text).toBe(STATIC_JS)
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(reply.headers['content-type']).toBe('application/javascript')
    expect((await get('/_next/static/chunks/missing.js')).status).toBe(404)
    expect(upstream.hits('/_next/static/chunks/app.js') + upstream.hits('/_next/static/chunks/missing.js')).toBe(0)
  })

  it('compresses HTML, RSC payloads, JSON and JavaScript when the client accepts gzip, and only then', async () => {
    const gzip = { 'accept-encoding': 'gzip' }
    for (const [pathname, headers] of [
      ['/page/gzip', gzip],
      ['/page/gzip', { ...gzip, rsc: '1' }],
      ['/api/gzip', gzip],
      ['/_next/static/chunks/app.js', gzip],
    ] as const) {
      const reply = await get(pathname, headers)
      expect(reply.headers['content-encoding'], pathname).toBe('gzip')
      expect(reply.headers.vary, pathname).toContain('Accept-Encoding')
      expect(gunzipSync(reply.body).length).toBeGreaterThan(reply.body.length)
    }
    // Node is asked for gzip only when the client takes it (one cached copy per encoding, sent as
    // stored); this fake answers plainly, so nginx compressed it on the way.
    expect(upstream.lastHeaders('/page/gzip')?.['accept-encoding']).toBe('gzip')
    const plain = await get('/page/gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toContain('<!doctype html>')
    expect(upstream.lastHeaders('/page/gzip')?.['accept-encoding']).toBeUndefined()
  })

  it('tells the app the real client address, the scheme, the host and a request id, whatever the client claims', async () => {
    const reply = await get('/echo', {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'evil.example',
      'x-request-id': 'chosen-by-client',
    })
    const seen = JSON.parse(reply.text) as Record<string, string>
    expect(seen['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen['x-forwarded-proto']).toBe('https')
    expect(seen['x-forwarded-host']).toBe(`127.0.0.1:${PORTS.https}`)
    expect(seen.host).toBe('127.0.0.1')
    expect(seen['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    expect(reply.headers['x-request-id']).toBe(seen['x-request-id'])
  })

  it('passes a 4 KB Content-Security-Policy through', async () => {
    expect(LARGE_CSP.length).toBeGreaterThan(4000)
    const reply = await get('/csp')
    expect(reply.status).toBe(200)
    expect(reply.headers['content-security-policy']).toBe(LARGE_CSP)
  })
})

describe('bad input', () => {
  it('cuts off a client that sends its headers a line at a time (slowloris)', async () => {
    const outcome = await slowClient(
      PORTS.https,
      ca,
      'GET /page/slowloris HTTP/1.1\r\nHost: localhost\r\n',
      (index) => `X-Slow-${index}: 1\r\n`,
      300,
      10_000,
    )
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_S * 1000 - 200)
    expect(outcome.closedAfterMs).toBeLessThan(CLIENT_TIMEOUT_S * 1000 + 2000)
    expect(upstream.hits('/page/slowloris')).toBe(0)
  })

  it('cuts off a client that stops sending its body, before the app sees it', async () => {
    const outcome = await slowClient(
      PORTS.https,
      ca,
      'POST /api/slow-body HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
      () => '',
      300,
      10_000,
    )
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_S * 1000 - 200)
    expect(outcome.closedAfterMs).toBeLessThan(CLIENT_TIMEOUT_S * 1000 + 2000)
    expect(upstream.hits('/api/slow-body')).toBe(0)
  })

  it('refuses a 20 KB header without reaching the app', async () => {
    const reply = await get('/page/big-header', { 'x-big': 'a'.repeat(20 * 1024) })
    expect(reply.status).toBe(400)
    expect(upstream.hits('/page/big-header')).toBe(0)
    // A cookie jar of normal size still passes.
    expect((await get('/page/big-header', { cookie: `consent=${'b'.repeat(3000)}` })).status).toBe(200)
  })

  it('refuses bodies over 1 MB with a JSON 413 before the app reads them', async () => {
    const declared = await requestWithDeclaredBody(`${nginx.httpsUrl}/api/too-large`, 1024 * 1024 + 1, ca)
    expect(declared.status).toBe(413)
    expect(JSON.parse(declared.text)).toEqual({ error: 'The body is too large' })
    // Without Content-Length (chunked), nginx counts the bytes as they come.
    const chunked = await post('/api/too-large-chunked', Buffer.alloc(2 * 1024 * 1024, 'a'), { 'transfer-encoding': 'chunked' })
    expect(chunked.status).toBe(413)
    expect(upstream.hits('/api/too-large') + upstream.hits('/api/too-large-chunked')).toBe(0)
    expect((await post('/api/small', '{"ok":true}')).status).toBe(200)
  })

  it('allows a CV upload the app accepts on /api/careers/apply, and nothing larger', async () => {
    const appLimit = CV_MAX_BYTES + 64 * 1024
    const tooLarge = await requestWithDeclaredBody(`${nginx.httpsUrl}/api/careers/apply`, appLimit + 1, ca)
    expect(tooLarge.status).toBe(413)
    expect(upstream.hits('/api/careers/apply')).toBe(0)
    const atLimit = await post('/api/careers/apply', Buffer.alloc(appLimit, 'a'), {
      'content-type': 'multipart/form-data; boundary=x',
    })
    expect(atLimit.status).toBe(200)
    expect(upstream.hits('/api/careers/apply')).toBe(1)
  })

  it('answers a burst to the lead endpoints from one address with 429, while pages and other addresses go on', async () => {
    // Let the per-address allowance refill after the upload above.
    await sleep(2000)
    const [burst, page] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, () => post('/api/demo', '{"name":"x"}'))),
      get('/page/during-flood'),
    ])
    const accepted = burst.filter((reply) => reply.status === 200)
    const shed = burst.filter((reply) => reply.status === 429)
    expect(accepted.length + shed.length).toBe(40)
    // The burst allowance (10) plus the first request, and at most a second's refill.
    expect(accepted.length).toBeGreaterThanOrEqual(11)
    expect(accepted.length).toBeLessThanOrEqual(13)
    expect(upstream.hits('/api/demo')).toBe(accepted.length)
    expect(JSON.parse(shed[0]!.text)).toEqual({ error: 'Too many requests; please try again later' })
    expect(shed[0]!.headers['retry-after']).toBe('1')
    expect(page.status).toBe(200)
    expect((await post('/api/salesForm', '{}')).status).toBe(429)
    // The limit is per address: another client is not held back by this one's flood.
    const other = await request(`${nginx.httpsUrl}/api/salesForm`, {
      ca,
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      localAddress: '127.0.0.2',
    })
    expect(other.status).toBe(200)
  })
})
