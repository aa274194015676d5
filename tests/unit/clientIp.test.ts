import { describe, expect, it } from 'vitest'

import { clientBucket, clientIp } from '@/lib/http/clientIp'

const ip = (forwarded?: string) => clientIp(new Headers(forwarded ? { 'x-forwarded-for': forwarded } : {}))

describe('clientIp', () => {
  it('takes the last X-Forwarded-For entry, the one the proxy wrote', () => {
    expect(ip('203.0.113.9, 198.51.100.7')).toBe('198.51.100.7')
  })

  it('counts an IPv4 peer seen on a dual-stack socket as its IPv4 address', () => {
    expect(ip('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(ip('::FFFF:10.1.2.3')).toBe('10.1.2.3')
    expect(ip('2001:db8::1')).toBe('2001:db8::1')
  })

  it('is "unknown" without the header', () => {
    expect(ip()).toBe('unknown')
  })
})

describe('clientBucket', () => {
  const bucket = (forwarded: string) => clientBucket(new Headers({ 'x-forwarded-for': forwarded }))

  it('counts an IPv6 client by its /64, however the address is written', () => {
    expect(bucket('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(bucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(bucket('2001:DB8:0001:0002:ffff::')).toBe('2001:db8:1:2::/64')
    expect(bucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(bucket('::1')).toBe('::/64')
    expect(bucket('64:ff9b::192.0.2.1')).toBe('64:ff9b::/64')
  })

  it('counts an IPv4 client (mapped or not) as its address', () => {
    expect(bucket('198.51.100.7')).toBe('198.51.100.7')
    expect(bucket('::ffff:198.51.100.7')).toBe('198.51.100.7')
  })

  it('falls back to X-Real-IP, then "unknown"', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '203.0.113.4' }))).toBe('203.0.113.4')
    expect(clientIp(new Headers({ 'x-forwarded-for': '' }))).toBe('unknown')
  })
})
