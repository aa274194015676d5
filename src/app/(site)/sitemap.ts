import type { MetadataRoute } from 'next'

import { sitemapEntries } from '@/features/seo/sitemapEntries'
import { getSitemapSources } from '@/features/seo/sitemapSources'
import { getEnv } from '@/lib/env'

/** Static, regenerated when an editor's change expires a source's tag (or hourly at most). */
export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(getEnv().siteUrl, await getSitemapSources())
}
