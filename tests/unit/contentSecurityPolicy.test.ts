import { describe, expect, it } from 'vitest'

import { adminPolicy } from '@/features/security/adminPolicy'
import { sitePolicy } from '@/features/security/contentSecurityPolicy'
import { parseEnv } from '@/lib/env'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))

describe('sitePolicy', () => {
  const bare = parseEnv({ NODE_ENV: 'test' })

  it('allows scripts only from our origin, the given hashes and the captcha and scheduler', () => {
    const policy = directives(sitePolicy(bare, ["'sha256-abc='"]))
    expect(policy['script-src']).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://hcaptcha.com',
      'https://*.hcaptcha.com',
      'https://assets.calendly.com',
    ])
    expect(policy['frame-src']).toContain('https://calendly.com')
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['worker-src']).toContain('blob:')
  })

  it('never allows inline script or eval, whatever is configured', () => {
    const everything = parseEnv({
      NODE_ENV: 'test',
      GTM_ID: 'GTM-ABC123',
      HUBSPOT_PORTAL_ID: '42',
      LINKEDIN_PARTNER_ID: '7',
      INTERCOM_APP_ID: 'abc',
      CHAT_IDENTITY_SECRET: 'x'.repeat(32),
    })
    const scripts = directives(sitePolicy(everything, []))['script-src']
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(scripts).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://js.hs-scripts.com', 'https://snap.licdn.com', 'https://widget.intercom.io']))
    expect(scripts.some((source: string) => source === 'https:' || source === '*' || source.startsWith('http:'))).toBe(false)
  })

  it('adds no host of an integration that is not configured', () => {
    const policy = sitePolicy(bare, [])
    for (const host of ['googletagmanager', 'hs-scripts', 'licdn', 'intercom']) expect(policy).not.toContain(host)
  })

  it('follows the configured scheduling link', () => {
    const env = parseEnv({ NODE_ENV: 'test', CALENDLY_URL: 'https://booking.example.com/team/demo' })
    expect(directives(sitePolicy(env, []))['frame-src']).toContain('https://booking.example.com')
  })
})

describe('CSP_EXTRA_* (hosts for tags the tag manager injects)', () => {
  const EXTRA = {
    CSP_EXTRA_SCRIPT_SRC: 'https://tags.example.com, https://*.cdn.example.net',
    CSP_EXTRA_CONNECT_SRC: 'https://collect.example.com https://collect.example.com/',
    CSP_EXTRA_IMG_SRC: 'https://PIXEL.example.com:8443',
    CSP_EXTRA_FRAME_SRC: 'https://frames.example.com',
  }

  it('adds each listed origin to its own directive only, normalized and once', () => {
    const policy = directives(sitePolicy(parseEnv({ NODE_ENV: 'test', ...EXTRA }), ["'sha256-abc='"]))
    expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", "'sha256-abc='", 'https://tags.example.com', 'https://*.cdn.example.net']))
    expect(policy['connect-src']).toEqual(["'self'", 'https://hcaptcha.com', 'https://*.hcaptcha.com', 'https://collect.example.com'])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://pixel.example.com:8443'])
    expect(policy['frame-src']).toContain('https://frames.example.com')
    expect(policy['script-src']).not.toContain('https://collect.example.com')
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://hcaptcha.com', 'https://*.hcaptcha.com', 'https://assets.calendly.com'])
  })

  it('adds nothing when unset', () => {
    const policy = sitePolicy(parseEnv({ NODE_ENV: 'test' }), [])
    for (const host of ['tags.', 'cdn.', 'collect.', 'pixel.', 'frames.']) expect(policy).not.toContain(host)
  })

  it.each(['CSP_EXTRA_SCRIPT_SRC', 'CSP_EXTRA_CONNECT_SRC', 'CSP_EXTRA_IMG_SRC', 'CSP_EXTRA_FRAME_SRC'])(
    'refuses in %s anything but https origins, naming the variable',
    (name) => {
      for (const bad of [
        'http://tags.example.com',
        '*',
        'https:',
        'https://*',
        "'unsafe-inline'",
        "'unsafe-eval'",
        'https://tags.example.com/path.js',
        'https://tags.example.com;script-src',
        "https://ok.example.com 'unsafe-inline'",
        'data:',
        'https://user@tags.example.com',
      ]) {
        expect(() => parseEnv({ NODE_ENV: 'test', [name]: bad }), bad).toThrow(new RegExp(`${name} must be https origins`))
      }
    },
  )
})

describe('adminPolicy', () => {
  it('is looser for scripts but keeps framing, plugins and form targets locked', () => {
    const policy = directives(adminPolicy())
    expect(policy['script-src']).toContain("'unsafe-inline'")
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'self'"])
  })
})
