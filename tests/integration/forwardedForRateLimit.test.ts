import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { forwardedHeadersFixer } from '@/server/clientAddress'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { JSON_ENDPOINTS, type Route } from './helpers/jsonEndpoints'

vi.hoisted(() => {
  // A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
  Object.assign(process.env, { LEAD_RATE_LIMIT: '10', LEAD_RATE_WINDOW_SECONDS: '600', CRM_ADAPTER: 'none' })
  for (const key of ['SITE_URL', 'HCAPTCHA_SECRET', 'CAPTCHA_DISABLED', 'REDIS_URL', 'TRUSTED_PROXIES']) delete process.env[key]
})

/**
 * The attack of the security review, replayed over real sockets: a client that reaches Node
 * directly rotates X-Forwarded-For to get a fresh rate-limit allowance per request. The server
 * here is the production server's request path for this: src/server/clientAddress.ts's hook
 * on the raw Node request, then the real route handler (`/api/salesForm`, limit 10 per address).
 */
async function serve(trustedProxies: string[], route: Route) {
  const fix = forwardedHeadersFixer(trustedProxies)
  const server = http.createServer((req, res) => {
    fix(req)
    const headers = Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : []))
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: headers as [string, string][],
      body: Readable.toWeb(req) as ReadableStream,
      duplex: 'half',
    } as RequestInit)
    void route(request).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    post: async (n: number, forwardedFor: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/salesForm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, 'x-real-ip': forwardedFor },
        body: JSON.stringify({ firstName: 'Eve', lastName: `Rotator${n}`, email: `eve.${n}@example.com`, textField: 'hi', context: 'pricing', topic: 'relay' }),
      })
      await response.arrayBuffer()
      return response.status
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let booted: Booted
let route: Route
beforeAll(async () => {
  booted = await bootLeads()
  route = (await JSON_ENDPOINTS.salesForm.load()).POST
})
afterAll(async () => {
  await booted?.shutdown()
})

let requests = 0
/** Twelve POSTs, each claiming another address in X-Forwarded-For and X-Real-IP. */
async function rotate(post: (n: number, forwardedFor: string) => Promise<number>, address: (i: number) => string) {
  const statuses: number[] = []
  for (let i = 1; i <= 12; i++) statuses.push(await post((requests += 1), address(i)))
  return statuses
}

describe('a forged X-Forwarded-For from a client reaching Node directly', () => {
  it('does not escape the limit: the 11th request of 12 with rotating values gets 429', async () => {
    // Loopback is not a proxy here, so the test's own connection is a direct client.
    const site = await serve(['192.0.2.1'], route)
    try {
      const statuses = await rotate(site.post, (i) => `203.0.113.${i}`)
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429])
    } finally {
      await site.close()
    }
  })
})

describe('behind a trusted proxy (the default TRUSTED_PROXIES, as deploy/nginx.conf connects)', () => {
  it('counts each forwarded client on its own', async () => {
    const site = await serve(['127.0.0.1', '::1'], route)
    try {
      expect(await rotate(site.post, (i) => `198.51.100.${i}`)).toEqual(Array<number>(12).fill(200))
    } finally {
      await site.close()
    }
  })

  it('counts an IPv6 client by its /64: rotating the interface id does not escape the limit', async () => {
    const site = await serve(['127.0.0.1', '::1'], route)
    try {
      const statuses = await rotate(site.post, (i) => `2001:db8:7:7:${i.toString(16)}::1`)
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429])
      expect(await site.post((requests += 1), '2001:db8:7:8::1')).toBe(200)
    } finally {
      await site.close()
    }
  })
})
