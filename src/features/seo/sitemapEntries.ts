import type { MetadataRoute } from 'next'

/** The least a sitemap needs from a CMS page. */
export type SitemapPage = { path: string; updatedAt: string; meta?: { noindex?: boolean | null } | null }
/** The least a sitemap needs from a slugged document (post, paper, job…). */
export type SitemapDoc = { slug: string; updatedAt: string; meta?: { noindex?: boolean | null } | null }

/** Each slugged collection's documents, keyed by the route prefix they live under. */
export type SitemapSources = { pages: SitemapPage[]; sections: { prefix: string; docs: SitemapDoc[] }[] }

/**
 * Published documents to sitemap entries: absolute URLs, lastModified from the document.
 * A noindex document must not be advertised. Two documents can claim the same address
 * (a page at /legal/terms and the legal document `terms`): it is listed once, with the
 * later date, since that is what a crawler would find changed.
 */
export function sitemapEntries(siteUrl: string, { pages, sections }: SitemapSources): MetadataRoute.Sitemap {
  const byUrl = new Map<string, string>()
  const add = (path: string, updatedAt: string, noindex: boolean | null | undefined) => {
    if (noindex) return
    const url = path === '/' ? siteUrl : `${siteUrl}${path}`
    const previous = byUrl.get(url)
    if (previous === undefined || Date.parse(updatedAt) > Date.parse(previous)) byUrl.set(url, updatedAt)
  }
  for (const page of pages) add(page.path, page.updatedAt, page.meta?.noindex)
  for (const { prefix, docs } of sections) {
    for (const doc of docs) add(`${prefix}/${encodeURIComponent(doc.slug)}`, doc.updatedAt, doc.meta?.noindex)
  }
  return [...byUrl]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([url, lastModified]) => ({ url, lastModified }))
}
