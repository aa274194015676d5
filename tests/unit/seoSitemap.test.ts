import { resolveRouteData } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data'
import { describe, expect, it } from 'vitest'

import { sitemapEntries, type SitemapSources } from '@/features/seo/sitemapEntries'

import { childText, parseXml } from './seoXml'

const SITE = 'https://www.example.com'
const at = (day: number) => `2026-05-${String(day).padStart(2, '0')}T08:00:00.000Z`

const sources: SitemapSources = {
  pages: [
    { path: '/', updatedAt: at(1) },
    { path: '/pricing', updatedAt: at(2), meta: { noindex: false } },
    { path: '/contact/thank-you', updatedAt: at(3), meta: { noindex: true } },
    { path: '/legal/terms', updatedAt: at(4) },
  ],
  sections: [
    {
      prefix: '/blog',
      docs: [
        { slug: 'hello', updatedAt: at(5) },
        { slug: 'hidden', updatedAt: at(5), meta: { noindex: true } },
      ],
    },
    { prefix: '/careers', docs: [{ slug: 'staff-engineer', updatedAt: at(6) }] },
    {
      prefix: '/legal',
      docs: [
        { slug: 'terms', updatedAt: at(9) },
        { slug: 'privacy', updatedAt: at(7) },
      ],
    },
  ],
}

describe('sitemapEntries', () => {
  const entries = sitemapEntries(SITE, sources)
  const urls = entries.map((entry) => entry.url)

  it('lists every indexable page and document once, as absolute URLs', () => {
    expect(urls).toEqual([
      SITE,
      `${SITE}/blog/hello`,
      `${SITE}/careers/staff-engineer`,
      `${SITE}/legal/privacy`,
      `${SITE}/legal/terms`,
      `${SITE}/pricing`,
    ])
  })

  it('dates each entry by its document', () => {
    expect(entries.find((e) => e.url === `${SITE}/pricing`)?.lastModified).toBe(at(2))
    expect(entries.find((e) => e.url === `${SITE}/careers/staff-engineer`)?.lastModified).toBe(at(6))
  })

  it('leaves out documents marked noindex', () => {
    expect(urls).not.toContain(`${SITE}/contact/thank-you`)
    expect(urls).not.toContain(`${SITE}/blog/hidden`)
  })

  it('keeps the later date when two documents claim one address', () => {
    expect(entries.filter((e) => e.url === `${SITE}/legal/terms`)).toEqual([
      { url: `${SITE}/legal/terms`, lastModified: at(9) },
    ])
  })

  it('is empty when nothing is published', () => {
    expect(sitemapEntries(SITE, { pages: [], sections: [] })).toEqual([])
  })

  it("serialises through Next's sitemap writer into a well-formed urlset", () => {
    const root = parseXml(resolveRouteData(entries, 'sitemap'))
    expect(root.name).toBe('urlset')
    expect(root.children).toHaveLength(entries.length)
    expect(childText(root.children[0]!, 'loc')).toBe(SITE)
    expect(childText(root.children[0]!, 'lastmod')).toBe(at(1))
  })
})
