import { resolveRouteData } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data'
import { describe, expect, it } from 'vitest'

import { robotsRules } from '@/features/seo/robotsRules'

const SITE = 'https://www.example.com'
const robots = robotsRules(SITE)
const rules = Array.isArray(robots.rules) ? robots.rules[0]! : robots.rules
const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat())

/** RFC 9309 matching: the longest matching rule wins, Allow on a tie; `*` is any run, `$` the end. */
function allowed(path: string): boolean {
  const matches = (rule: string) =>
    new RegExp(`^${rule.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path)
  const best = (candidates: string[]) => Math.max(-1, ...candidates.filter(matches).map((rule) => rule.length))
  return best(list(rules.allow)) >= best(list(rules.disallow))
}

describe('robots.txt', () => {
  it('applies to every crawler and points to the sitemap', () => {
    expect(rules.userAgent).toBe('*')
    expect(robots.sitemap).toBe(`${SITE}/sitemap.xml`)
  })

  it.each([
    '/',
    '/pricing',
    '/blog',
    '/blog/hello',
    '/api-security',
    '/administration-guide',
    '/api/media/file/cover.png',
    '/blog/index/all/1/opengraph-image-1a2b3c',
  ])('lets crawlers fetch %s', (path) => expect(allowed(path)).toBe(true))

  it.each([
    '/admin',
    '/admin/collections/pages',
    '/api',
    '/api/salesForm',
    '/api/users/me',
    '/blog/index/all/1',
    '/blog/index/engineering/2',
  ])('keeps crawlers out of %s', (path) => expect(allowed(path)).toBe(false))

  it("serialises through Next's robots writer", () => {
    const text = resolveRouteData(robots, 'robots')
    expect(text).toContain('User-Agent: *')
    expect(text).toContain('Disallow: /admin/')
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain('Disallow: /blog/index/')
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})
