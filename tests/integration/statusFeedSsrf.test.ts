import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { LookupAddress } from 'node:dns'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STATUS_FALLBACK, fetchStatus } from '@/features/footer/status'
import type { Resolve } from '@/features/footer/guardedRequest'
import { StatusLink } from '@/features/footer/StatusLink'
import { makeSelfSignedCert } from '../../scripts/lib/nginx'

/**
 * Issue 16, finding 4: an editor pointed the status JSON URL at a service on the server's own
 * loopback, and its answer appeared in the public footer. Local servers stand in for internal
 * services and count every TCP connection they receive; the footer's fetch must never reach
 * them, whichever way the URL names them.
 */

const SECRET = 'INTERNAL-ONLY-do-not-leak'
const INTERNAL_BODY = JSON.stringify({ status: { indicator: 'major', description: SECRET }, secrets: { token: SECRET } })

type Counted = { url: (host: string, path?: string) => string; connections: number; requests: number; close: () => Promise<void> }

async function listen(
  server: http.Server | https.Server,
  host: string,
  scheme: 'http' | 'https',
): Promise<Counted> {
  const counted: Counted = {
    connections: 0,
    requests: 0,
    url: (name, pathname = '/internal') => `${scheme}://${name}:${(server.address() as AddressInfo).port}${pathname}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
  server.on('connection', () => counted.connections++)
  server.on('request', () => counted.requests++)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return counted
}

const answerWith = (handler: http.RequestListener) => handler

let dir: string
let ca: Buffer
let tls: { cert: Buffer; key: Buffer }
let plainInternal: Counted
let tlsInternal: Counted
const extra: Counted[] = []

const html = (status: Awaited<ReturnType<typeof fetchStatus>>) =>
  renderToStaticMarkup(createElement(StatusLink, { href: 'https://status.cipherwell.com', status }))

/** The footer as a visitor gets it, and proof that nothing from the internal service is in it. */
async function expectRefused(url: string, options: Parameters<typeof fetchStatus>[1] = {}) {
  const status = await fetchStatus(url, { ca, ...options })
  expect(status).toEqual(STATUS_FALLBACK)
  expect(html(status)).not.toContain(SECRET)
  expect(html(status)).toContain('All systems normal')
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-status-ssrf-'))
  const { certPath, keyPath } = await makeSelfSignedCert(dir, ['localhost', 'status.example.test', '127.0.0.2'])
  ca = fs.readFileSync(certPath)
  tls = { cert: ca, key: fs.readFileSync(keyPath) }
  const internal = answerWith((_req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(INTERNAL_BODY)
  })
  plainInternal = await listen(http.createServer(internal), '127.0.0.1', 'http')
  tlsInternal = await listen(https.createServer(tls, internal), '127.0.0.1', 'https')
})

afterAll(async () => {
  await Promise.all([plainInternal, tlsInternal, ...extra].map((server) => server?.close()))
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the footer status fetch never connects to an internal address', () => {
  it('http://127.0.0.1:<port>/internal (the reported attack): refused, no connection', async () => {
    await expectRefused(plainInternal.url('127.0.0.1'))
    expect(plainInternal.connections).toBe(0)
  })

  it('https to a loopback address literal, IPv4-mapped IPv6 or decimal, refused with no connection', async () => {
    await expectRefused(tlsInternal.url('127.0.0.1'))
    await expectRefused(tlsInternal.url('[::ffff:127.0.0.1]'))
    await expectRefused(tlsInternal.url('[::ffff:7f00:1]'))
    await expectRefused(tlsInternal.url('2130706433'))
    expect(tlsInternal.connections).toBe(0)
  })

  it('https://localhost:<port>: the name resolves to loopback, so no connection', async () => {
    await expectRefused(tlsInternal.url('localhost'))
    expect(tlsInternal.connections).toBe(0)
  })

  it('a public-looking name whose DNS answers a private address (or mixes one in) is refused', async () => {
    const resolveTo =
      (...addresses: LookupAddress[]): Resolve =>
      (_name, _options, callback) =>
        callback(null, addresses)
    await expectRefused(tlsInternal.url('status.example.test'), { resolve: resolveTo({ address: '127.0.0.1', family: 4 }) })
    await expectRefused(tlsInternal.url('status.example.test'), {
      resolve: resolveTo({ address: '93.184.215.14', family: 4 }, { address: '127.0.0.1', family: 4 }),
    })
    await expectRefused(tlsInternal.url('status.example.test'), { resolve: resolveTo({ address: '::ffff:127.0.0.1', family: 6 }) })
    expect(tlsInternal.connections).toBe(0)
  })

  it('control: with the address allowed, the same request connects and renders only the expected fields', async () => {
    const before = tlsInternal.connections
    const status = await fetchStatus(tlsInternal.url('localhost'), { ca, allowAddress: (address) => address === '127.0.0.1' })
    expect(status).toEqual({ indicator: 'major', description: SECRET })
    expect(tlsInternal.connections).toBe(before + 1)
    // Other fields of the body never reach the page.
    expect(Object.keys(status).sort()).toEqual(['description', 'indicator'])
  })

  it('does not follow a redirect from an allowed server to an internal one', async () => {
    const redirecting = await listen(
      https.createServer(tls, (_req, res) => {
        res.writeHead(302, { location: tlsInternal.url('127.0.0.1') })
        res.end()
      }),
      '127.0.0.2',
      'https',
    )
    extra.push(redirecting)
    const before = tlsInternal.connections
    // 127.0.0.2 plays a public status host; only it is allowed.
    await expectRefused(redirecting.url('127.0.0.2', '/status.json'), { allowAddress: (address) => address === '127.0.0.2' })
    expect(redirecting.requests).toBe(1)
    expect(tlsInternal.connections).toBe(before)
  })

  it('gives up on an oversized answer and on a server that never answers', async () => {
    const allowPublicStandIn = { allowAddress: (address: string) => address === '127.0.0.2' }
    const huge = await listen(
      https.createServer(tls, (_req, res) => {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ status: { indicator: 'minor', description: 'x' }, padding: 'p'.repeat(1024 * 1024) }))
      }),
      '127.0.0.2',
      'https',
    )
    const chunked = await listen(
      https.createServer(tls, (_req, res) => {
        res.setHeader('content-type', 'application/json')
        res.write(`{"status":{"indicator":"minor","description":"x"},"padding":"`)
        const timer = setInterval(() => res.write('p'.repeat(8192)), 5)
        res.on('close', () => clearInterval(timer))
      }),
      '127.0.0.2',
      'https',
    )
    const silent = await listen(https.createServer(tls, () => undefined), '127.0.0.2', 'https')
    extra.push(huge, chunked, silent)

    await expectRefused(huge.url('127.0.0.2'), allowPublicStandIn)
    await expectRefused(chunked.url('127.0.0.2'), allowPublicStandIn)
    const started = performance.now()
    await expectRefused(silent.url('127.0.0.2'), { ...allowPublicStandIn, timeoutMs: 300 })
    expect(performance.now() - started).toBeLessThan(2000)
    expect(huge.requests + chunked.requests + silent.requests).toBe(3)
  })
})
