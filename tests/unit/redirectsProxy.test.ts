import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { RedirectRule } from '@/lib/redirects/match'
import { verifyRulesRequest } from '@/features/redirects/rulesRequest'
import { log } from '@/lib/log'

const SECRET = 'redirect-proxy-test-secret-0123456789abcdef'

vi.hoisted(async () => {
  Object.assign(process.env, { PAYLOAD_SECRET: 'redirect-proxy-test-secret-0123456789abcdef', PORT: '3999' })
  delete process.env.REVALIDATE_URL
  // Next's matcher helper expects the AsyncLocalStorage its server installs globally.
  const { AsyncLocalStorage } = await import('node:async_hooks')
  Object.assign(globalThis, { AsyncLocalStorage })
})

/** The proxy's own server, faked: answers whatever `answer` says, and records what it was asked. */
let answer: () => Promise<Response> = async () => Response.json({ rules: [] })
const asked: Request[] = []
const serve = (rules: RedirectRule[]) => (answer = async () => Response.json({ rules }))

let now = Date.parse('2026-11-21T12:00:00Z')
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    asked.push(new Request(input, init))
    return answer()
  })
})
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})
const later = (ms: number) => vi.setSystemTime((now += ms))
/** Lets a background refresh (the stubbed fetch answers at once) settle; only Date is faked. */
const refreshSettled = () => new Promise((resolve) => setTimeout(resolve, 10))

const { proxy, config } = await import('@/proxy')
const run = (url: string) => proxy(new NextRequest(new URL(url, 'http://localhost:3000')))

describe('redirects in the proxy', () => {
  it('answers 301 and 302 from the rules its server gives, keeping the query for site paths', async () => {
    serve([
      { from: '/old-pricing', to: '/pricing', status: 301 },
      { from: '/spring', to: '/pricing?plan=team', status: 302 },
      { from: '/docs', to: 'https://docs.example.com/start', status: 301 },
    ])
    const moved = await run('/old-pricing/?utm_source=mail')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('http://localhost:3000/pricing?utm_source=mail')
    const temporary = await run('/spring')
    expect(temporary.status).toBe(302)
    expect(temporary.headers.get('location')).toBe('http://localhost:3000/pricing?plan=team')
    expect((await run('/docs?x=1')).headers.get('location')).toBe('https://docs.example.com/start')
    expect((await run('/pricing')).status).toBe(200)
  })

  it('asks its own server, signed, at most every 5 s', async () => {
    const request = asked.at(-1)!
    expect(request.url).toBe('http://127.0.0.1:3999/api/redirect-rules')
    expect(verifyRulesRequest(request.headers, SECRET)).toBe(true)
    expect(asked).toHaveLength(1)

    serve([{ from: '/old-pricing', to: '/plans', status: 301 }])
    later(4_000)
    expect((await run('/old-pricing')).headers.get('location')).toBe('http://localhost:3000/pricing')
    later(1_000)
    // Stale-while-revalidate: the request that starts the refresh is served the table as it is.
    expect((await run('/old-pricing')).headers.get('location')).toBe('http://localhost:3000/pricing')
    await refreshSettled()
    expect((await run('/old-pricing')).headers.get('location')).toBe('http://localhost:3000/plans')
    expect(asked).toHaveLength(2)
  })

  it('keeps serving the last rules, and every page, when its server fails or answers nonsense', async () => {
    const warn = vi.spyOn(log(), 'warn').mockImplementation(() => {})
    for (const failure of [
      async () => Promise.reject(new TypeError('fetch failed')),
      async () => Response.json({ error: 'Invalid or expired signature' }, { status: 401 }),
      async () => Response.json({ rules: [{ from: '/x' }] }),
    ]) {
      answer = failure
      later(5_000)
      expect((await run('/old-pricing')).headers.get('location')).toBe('http://localhost:3000/plans')
      expect((await run('/pricing')).status).toBe(200)
      await refreshSettled()
      expect((await run('/old-pricing')).headers.get('location')).toBe('http://localhost:3000/plans')
    }
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('checks percent-encoding before looking for a redirect', async () => {
    expect((await run('/%E0%A4%A')).status).toBe(400)
  })

  it('runs for page paths (legacy .html addresses too) and never for assets, the API or the admin', async () => {
    const { unstable_doesMiddlewareMatch } = await import('next/experimental/testing/server')
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url })
    for (const url of ['/', '/blog', '/pricing', '/blog/old-post', '/about-us.html', '/apiary', '/%E0%A4%A', '/api/%E0%A4%A']) {
      expect(matches(url), url).toBe(true)
    }
    for (const url of ['/api/redirect-rules', '/api', '/admin', '/admin/collections/redirects', '/_next/static/chunks/a.js', '/sitemap.xml', '/blog/feed.xml', '/llms.txt', '/llms-full.txt', '/icon.svg', '/js/script.js']) {
      expect(matches(url), url).toBe(false)
    }
  })
})
