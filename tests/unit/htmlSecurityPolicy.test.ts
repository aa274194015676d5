import http from 'node:http'
import type { AddressInfo } from 'node:net'

import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inlineScriptHashes } from '@/features/security/inlineScriptHashes'
import { addPolicyToHtml } from '@/server/htmlSecurityPolicy'

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void

const PAGE = `<!DOCTYPE html><html><body><script>self.__next_f.push([0])</script><p>${'Cipherwell '.repeat(200)}</p><script>self.__next_f.push([1,"é"])</script></body></html>`
const policy = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`

// Each path answers the way some part of Next does.
const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/static': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-length', Buffer.byteLength(PAGE))
    res.end(PAGE)
  },
  '/streamed': (res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.flushHeaders()
    res.write(PAGE.slice(0, 50))
    setTimeout(() => {
      res.write(Buffer.from(PAGE.slice(50, 900)))
      res.end(PAGE.slice(900), 'utf8')
    }, 20)
  },
  '/json': (res) => {
    res.setHeader('content-type', 'application/json')
    res.write('{"a":')
    res.end('1}')
  },
  '/not-modified': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.statusCode = 304
    res.end()
  },
}

let origin = ''
const server = http.createServer((req, res) => {
  ;(compression() as unknown as Middleware)(req, res, () => {
    addPolicyToHtml(res, policy)
    routes[req.url ?? '']!(res)
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('addPolicyToHtml', () => {
  it.each(['/static', '/streamed'])('%s: the policy lists the hashes of the inline scripts actually sent', async (path) => {
    const response = await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } })
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.toString()).toBe(PAGE)
    expect(response.headers.get('content-length')).toBe(String(body.length))
    const hashes = inlineScriptHashes(body)
    expect(hashes).toHaveLength(2)
    expect(response.headers.get('content-security-policy')).toBe(policy(hashes))
  })

  it('a compressed page is framed (chunked), so keep-alive clients find its end', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${origin}/static`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    )
    answer.resume()
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['transfer-encoding']).toBe('chunked')
  })

  it('computes the policy from the plain page, then compresses', async () => {
    const response = await fetch(`${origin}/static`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe(PAGE) // fetch decompresses
    expect(response.headers.get('content-security-policy')).toBe(policy(inlineScriptHashes(Buffer.from(PAGE))))
  })

  it('lets other content types through untouched', async () => {
    const response = await fetch(`${origin}/json`)
    expect(await response.text()).toBe('{"a":1}')
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('adds no policy to a 304, whose headers would replace the cached page’s', async () => {
    const response = await fetch(`${origin}/not-modified`)
    expect(response.status).toBe(304)
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('HEAD gets the headers without a body to hash, and no policy', async () => {
    const response = await fetch(`${origin}/static`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toBeNull()
  })
})
