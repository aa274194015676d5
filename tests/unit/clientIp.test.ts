import { describe, expect, it } from 'vitest'

import { clientIp } from '@/features/leads/http/clientIp'

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
