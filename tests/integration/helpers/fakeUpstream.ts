import { createHash } from 'node:crypto'
import http from 'node:http'

/** What Next 16 sends for a prerendered or ISR page (revalidate false) and for a dynamic one. */
export const ISR_CACHE_CONTROL = 's-maxage=31536000, stale-while-revalidate'
export const DYNAMIC_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'
const NEXT_VARY = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch'

/** The headers that earn an Observatory A+ (no unsafe sources, HSTS a year, framing limited). */
export const GOOD_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
}

/** A policy a little over the size the app sends: one sha256 source per inline script, 80 of them (~4.3 KB). */
export const LARGE_CSP = `default-src 'self'; script-src 'self' ${Array.from(
  { length: 80 },
  (_, index) => `'sha256-${createHash('sha256').update(`inline script ${index}`).digest('base64')}'`,
).join(' ')}; frame-ancestors 'self'`

export type FakeUpstream = {
  url: string
  /** Requests that reached the app for this path (no query string). */
  hits(path: string): number
  /** The headers of the last request for this path that reached the app. */
  lastHeaders(path: string): http.IncomingHttpHeaders | undefined
  close(): Promise<void>
}

/**
 * A stand-in for the Next server behind nginx, answering with Next's own caching headers.
 * Everything the cache must *not* keep (the admin, the API, draft mode) is answered as if it
 * were a public page, so only nginx's rules can keep it out of the cache.
 *
 * - `/page/…`: an ISR page; its RSC variant when asked with `RSC: 1`; a "draft" body when the
 *   draft-mode cookie is present. The body counts the renders of that path.
 * - `/dynamic`: a dynamic page (private, no-store). `/sets-cookie`: a public page setting a cookie.
 * - `/admin…`, `/api/…`: public headers, JSON body; bodies are read to the end.
 * - `/csp`: a page with a 4 KB Content-Security-Policy. `/echo`: the request headers as JSON.
 * - `/secure`, `/insecure`: a page with and without GOOD_SECURITY_HEADERS (for the Observatory).
 */
export async function startFakeUpstream(port: number): Promise<FakeUpstream> {
  const hits = new Map<string, number>()
  const headersSeen = new Map<string, http.IncomingHttpHeaders>()

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://upstream').pathname
    const count = (hits.get(path) ?? 0) + 1
    hits.set(path, count)
    headersSeen.set(path, request.headers)
    request.on('data', () => undefined)
    request.on('end', () => answer(request, response, path, count))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  return {
    url: `http://127.0.0.1:${port}`,
    hits: (path) => hits.get(path) ?? 0,
    lastHeaders: (path) => headersSeen.get(path),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function answer(request: http.IncomingMessage, response: http.ServerResponse, path: string, count: number): void {
  const send = (status: number, headers: Record<string, string>, body: string) => {
    response.writeHead(status, headers)
    response.end(body)
  }
  const html = (text: string) =>
    `<!doctype html><html><body><p>${text}</p>${'<p>padding for compression</p>'.repeat(20)}</body></html>`
  const page = { 'content-type': 'text/html; charset=utf-8', 'cache-control': ISR_CACHE_CONTROL, vary: NEXT_VARY }

  if (path.startsWith('/page/')) {
    if (request.headers.cookie?.includes('__prerender_bypass=')) return send(200, page, html(`draft of ${path}`))
    if (request.headers.rsc === '1') {
      const flight = { ...page, 'content-type': 'text/x-component' }
      return send(
        200,
        flight,
        `0:{"rsc":"${path}","prefetch":"${request.headers['next-router-prefetch'] ?? ''}","render":${count}}\n`.repeat(10),
      )
    }
    return send(200, page, html(`${path} render ${count}`))
  }
  if (path === '/dynamic') return send(200, { ...page, 'cache-control': DYNAMIC_CACHE_CONTROL }, html(`dynamic render ${count}`))
  if (path === '/sets-cookie')
    return send(200, { ...page, 'set-cookie': 'visitor=1; Path=/; Secure; HttpOnly' }, html(`cookie render ${count}`))
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/')) {
    return send(
      200,
      { ...page, 'content-type': 'application/json' },
      JSON.stringify({ path, render: count, padding: 'x'.repeat(400) }),
    )
  }
  if (path === '/csp') return send(200, { ...page, 'content-security-policy': LARGE_CSP }, html('csp'))
  if (path === '/echo') {
    return send(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }, JSON.stringify(request.headers))
  }
  if (path === '/secure') return send(200, { ...page, ...GOOD_SECURITY_HEADERS }, html('secure'))
  if (path === '/insecure') return send(200, page, html('insecure'))
  if (path === '/robots.txt')
    return send(200, { 'content-type': 'text/plain', 'cache-control': ISR_CACHE_CONTROL }, 'User-agent: *\n')
  send(404, { 'content-type': 'text/plain', 'cache-control': DYNAMIC_CACHE_CONTROL }, 'not found')
}
