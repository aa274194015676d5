import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { parseEnv as parseProcessEnv } from '@/lib/env'
import { addressMatcher } from '@/lib/ipAddress'
import { forwardedHeadersFixer, resolveClientAddress } from '@/server/clientAddress'

/** What the server hook sees: the socket's peer and the request's headers. */
const request = (remoteAddress: string | undefined, headers: Record<string, string | string[]> = {}) =>
  ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage

// Next types NODE_ENV as always present on ProcessEnv; these fixtures are partial on purpose.
const parseEnv = (vars: Record<string, string>) => parseProcessEnv(vars as NodeJS.ProcessEnv)

const LOOPBACK = addressMatcher(['127.0.0.1', '::1'])
const resolve = (peer: string | undefined, headers: Record<string, string> = {}, trusted = LOOPBACK) =>
  resolveClientAddress(request(peer, headers), trusted)

describe('TRUSTED_PROXIES', () => {
  it('defaults to exactly the loopback addresses deploy/nginx.conf connects from', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1'])
  })

  it('takes addresses and CIDR ranges and refuses anything else, naming the variable', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8 192.0.2.1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.1',
    ])
    for (const bad of ['nginx', '10.0.0.0/33', '*', '10.0.0.1/8/1', '::1/129'])
      expect(() => parseEnv({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES must be IP addresses or CIDR ranges/)
  })
})

describe('resolveClientAddress', () => {
  it('ignores X-Forwarded-For and X-Real-IP from a peer that is not a trusted proxy', () => {
    expect(resolve('203.0.113.9', { 'x-forwarded-for': '10.0.0.1', 'x-real-ip': '10.0.0.2' })).toBe('203.0.113.9')
    expect(resolve('::ffff:203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).toBe('203.0.113.9')
  })

  it('believes the hop a trusted proxy appended, never what the client wrote before it', () => {
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' })).toBe('198.51.100.1')
    expect(resolve('::1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.1' })).toBe('198.51.100.1')
  })

  it('walks past every trusted hop to the rightmost untrusted one', () => {
    const trusted = addressMatcher(['127.0.0.1', '10.0.0.0/8'])
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.1.2.3' }, trusted)).toBe('198.51.100.1')
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '10.9.9.9, 10.1.2.3' }, trusted)).toBe('10.9.9.9')
  })

  it('stops at a hop that is not an address, keeping the last one vouched for', () => {
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '198.51.100.1, unknown' })).toBe('127.0.0.1')
  })

  it('takes X-Real-IP from a trusted proxy only when it sent no X-Forwarded-For', () => {
    expect(resolve('127.0.0.1', { 'x-real-ip': '198.51.100.2' })).toBe('198.51.100.2')
    expect(resolve('127.0.0.1', { 'x-real-ip': 'nonsense' })).toBe('127.0.0.1')
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '6.6.6.6' })).toBe('198.51.100.1')
  })

  it('matches CIDR ranges and IPv6', () => {
    const trusted = addressMatcher(['10.0.0.0/8', 'fd00::/8'])
    expect(resolve('10.200.0.1', { 'x-forwarded-for': '198.51.100.1' }, trusted)).toBe('198.51.100.1')
    expect(resolve('fd12::1', { 'x-forwarded-for': '2001:db8::5' }, trusted)).toBe('2001:db8::5')
    expect(resolve('11.0.0.1', { 'x-forwarded-for': '198.51.100.1' }, trusted)).toBe('11.0.0.1')
  })
})

describe('forwardedHeadersFixer', () => {
  const fix = forwardedHeadersFixer(['127.0.0.1', '::1'])

  it('overwrites both headers with the socket address for a direct client', () => {
    const req = request('203.0.113.9', { 'x-forwarded-for': '1.2.3.4, 5.6.7.8', 'x-real-ip': '9.9.9.9' })
    fix(req)
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9')
    expect(req.headers['x-real-ip']).toBe('203.0.113.9')
  })

  it('sets both to the forwarded client behind the proxy', () => {
    const req = request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' })
    fix(req)
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.1')
    expect(req.headers['x-real-ip']).toBe('198.51.100.1')
  })

  it('removes both when the socket has no address (already closed)', () => {
    const req = request(undefined, { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '9.9.9.9' })
    fix(req)
    expect(req.headers).not.toHaveProperty('x-forwarded-for')
    expect(req.headers).not.toHaveProperty('x-real-ip')
  })
})
