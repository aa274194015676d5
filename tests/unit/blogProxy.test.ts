import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { config, proxy } from '@/proxy'

const run = (url: string) => proxy(new NextRequest(new URL(url, 'http://localhost:3000')))
const rewrittenTo = (url: string) => {
  const target = run(url).headers.get('x-middleware-rewrite')
  return target ? new URL(target).pathname : null
}

describe('proxy', () => {
  it('serves /blog and its query forms from the static listing route', () => {
    expect(rewrittenTo('/blog')).toBe('/blog/index/all/1')
    expect(rewrittenTo('/blog?page=2')).toBe('/blog/index/all/2')
    expect(rewrittenTo('/blog?category=compliance&page=2')).toBe('/blog/index/compliance/2')
    expect(rewrittenTo('/blog?page=abc')).toBe('/blog/index/invalid/0')
  })

  it('never rewrites a query into a dot segment that resolves elsewhere', () => {
    expect(rewrittenTo('/blog?category=..&page=..')).toBe('/blog/index/invalid/0')
  })

  it('leaves other paths alone', () => {
    expect(rewrittenTo('/blog/some-post')).toBeNull()
    expect(run('/pricing%20plans').status).toBe(200)
  })

  it('answers malformed percent-encoding with 400', () => {
    expect(run('/%E0%A4%A').status).toBe(400)
  })

  it('matches /blog and paths with a percent sign only', () => {
    expect(config.matcher).toEqual(['/blog', '/:path*(%.*)'])
  })
})
