import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'

import { proxy } from '@/proxy'

// No redirect rules here: tests/unit/redirectsProxy.test.ts covers them and the matcher.
vi.mock('@/features/redirects/proxyRedirects', () => ({ redirectFor: async () => null }))

const run = (url: string) => proxy(new NextRequest(new URL(url, 'http://localhost:3000')))
const rewrittenTo = async (url: string) => {
  const target = (await run(url)).headers.get('x-middleware-rewrite')
  return target ? new URL(target).pathname : null
}

describe('proxy', () => {
  it('serves /blog and its query forms from the static listing route', async () => {
    expect(await rewrittenTo('/blog')).toBe('/blog/index/all/1')
    expect(await rewrittenTo('/blog?page=2')).toBe('/blog/index/all/2')
    expect(await rewrittenTo('/blog?category=compliance&page=2')).toBe('/blog/index/compliance/2')
    expect(await rewrittenTo('/blog?page=abc')).toBe('/blog/index/invalid/0')
  })

  it('never rewrites a query into a dot segment that resolves elsewhere', async () => {
    expect(await rewrittenTo('/blog?category=..&page=..')).toBe('/blog/index/invalid/0')
  })

  it('leaves other paths alone', async () => {
    expect(await rewrittenTo('/blog/some-post')).toBeNull()
    expect((await run('/pricing%20plans')).status).toBe(200)
  })

  it('answers malformed percent-encoding with 400', async () => {
    expect((await run('/%E0%A4%A')).status).toBe(400)
  })
})
