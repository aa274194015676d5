import type { APIRequestContext } from '@playwright/test'

/** Every path the sitemap lists, as site-relative paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname).sort()
}
