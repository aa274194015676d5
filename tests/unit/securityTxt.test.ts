import { afterEach, describe, expect, it, vi } from 'vitest'

import { securityPolicyText, securityTxt, securityTxtExpiry } from '@/features/security/securityTxt'
import { parseEnv as parseProcessEnv } from '@/lib/env'

vi.hoisted(async () => {
  // Next's matcher helper expects the AsyncLocalStorage its server installs globally.
  const { AsyncLocalStorage } = await import('node:async_hooks')
  Object.assign(globalThis, { AsyncLocalStorage })
})

// Next types NODE_ENV as always present on ProcessEnv; these fixtures are partial on purpose.
const parseEnv = (vars: Record<string, string>) => parseProcessEnv(vars as NodeJS.ProcessEnv)
const DAY_MS = 86_400_000
const YEAR_MS = 365 * DAY_MS

/** The fields of a security.txt, in order: [name, value]. */
const fields = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(': ')
      return [line.slice(0, at), line.slice(at + 2)] as const
    })

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('securityTxt (RFC 9116)', () => {
  const site = parseEnv({ SITE_URL: 'https://www.cipherwell.com/' })

  it('has the required fields and those the issue asks for, one each, with a trailing newline', () => {
    const text = securityTxt(site, new Date('2026-11-25T15:30:00Z'))
    expect(text.endsWith('\n')).toBe(true)
    expect(fields(text)).toEqual([
      ['Contact', 'mailto:security@www.cipherwell.com'],
      ['Expires', '2027-05-24T00:00:00.000Z'],
      ['Policy', 'https://www.cipherwell.com/.well-known/security-policy.txt'],
      ['Preferred-Languages', 'en'],
      ['Canonical', 'https://www.cipherwell.com/.well-known/security.txt'],
    ])
  })

  it('takes the contact and the policy from SECURITY_CONTACT and SECURITY_POLICY_URL', () => {
    const env = parseEnv({ SITE_URL: 'https://www.cipherwell.com', SECURITY_CONTACT: 'https://hackerone.com/cipherwell', SECURITY_POLICY_URL: 'https://www.cipherwell.com/legal/disclosure' })
    expect(fields(securityTxt(env))).toEqual(
      expect.arrayContaining([
        ['Contact', 'https://hackerone.com/cipherwell'],
        ['Policy', 'https://www.cipherwell.com/legal/disclosure'],
      ]),
    )
    expect(() => parseEnv({ SECURITY_CONTACT: 'security@example.com' })).toThrow(/SECURITY_CONTACT must be a mailto: or https: URI/)
    expect(() => parseEnv({ SECURITY_CONTACT: 'http://example.com/report' })).toThrow(/SECURITY_CONTACT/)
    expect(() => parseEnv({ SECURITY_POLICY_URL: 'http://example.com/policy' })).toThrow(/SECURITY_POLICY_URL must be an https:\/\/ URL/)
  })

  it('always expires in the future and within a year, whatever the time of day', () => {
    for (const now of ['2026-01-01T00:00:00.000Z', '2026-06-30T23:59:59.999Z', '2028-02-29T12:00:00Z', new Date().toISOString()]) {
      const at = new Date(now)
      const expires = securityTxtExpiry(at).getTime()
      expect(expires - at.getTime()).toBeGreaterThan(179 * DAY_MS)
      expect(expires - at.getTime()).toBeLessThan(YEAR_MS)
      expect(expires % DAY_MS).toBe(0)
    }
  })

  it('names the contact in the disclosure policy it points to', () => {
    expect(securityPolicyText(site)).toContain('mailto:security@www.cipherwell.com')
    expect(securityPolicyText(site)).toContain('https://www.cipherwell.com/.well-known/security.txt')
  })
})

describe('GET /.well-known/security.txt', () => {
  it('answers text/plain; charset=utf-8 with the running environment\'s contact and a current Expires', async () => {
    vi.stubEnv('SITE_URL', 'https://www.cipherwell.com')
    vi.stubEnv('SECURITY_CONTACT', 'mailto:psirt@cipherwell.com')
    vi.resetModules()
    const { GET, dynamic } = await import('@/app/.well-known/security.txt/route')
    expect(dynamic).toBe('force-dynamic')
    const response = GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const body = Object.fromEntries(fields(await response.text()))
    expect(body.Contact).toBe('mailto:psirt@cipherwell.com')
    expect(body.Canonical).toBe('https://www.cipherwell.com/.well-known/security.txt')
    const expires = Date.parse(body.Expires!)
    expect(expires).toBeGreaterThan(Date.now())
    expect(expires - Date.now()).toBeLessThan(YEAR_MS)
  })

  it('serves the policy it points to', async () => {
    vi.stubEnv('SITE_URL', 'https://www.cipherwell.com')
    vi.resetModules()
    const { GET } = await import('@/app/.well-known/security-policy.txt/route')
    const response = GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toContain('mailto:security@www.cipherwell.com')
  })

  it('is not touched by the proxy (its matcher skips .txt files)', async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'security-txt-test-secret-0123456789abcdef')
    const { config } = await import('@/proxy')
    const { unstable_doesMiddlewareMatch } = await import('next/experimental/testing/server')
    for (const url of ['/.well-known/security.txt', '/.well-known/security-policy.txt'])
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false)
  })
})
