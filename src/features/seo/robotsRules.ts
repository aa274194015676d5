import type { MetadataRoute } from 'next'

/**
 * Crawl everything public. /admin and /api are the CMS and our endpoints (matched exactly or as
 * folders, so a page such as /api-security stays crawlable); /blog/index/ is the
 * internal target of the /blog rewrite (a second address for the same listing). Exceptions,
 * which win as the longer match (RFC 9309): uploaded media and the listing's generated link
 * preview, which social crawlers that honour robots.txt (X, LinkedIn) must be able to fetch.
 */
export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: ['/', '/api/media/file/', '/blog/index/*/opengraph-image'],
      disallow: ['/admin$', '/admin/', '/api$', '/api/', '/blog/index/'],
    },
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
