import 'server-only'

import { unstable_cache } from 'next/cache'
import type { CollectionSlug } from 'payload'

import { TAGS } from '@/cms/cacheTags'
import { SLUGGED_ROUTES, type SluggedCollection } from '@/cms/documentRoutes'
import { findPublished } from '@/cms/read/cachedQueries'

import type { SitemapDoc, SitemapPage, SitemapSources } from './sitemapEntries'

/** Where each slugged collection is published (its prefix); its tag expires the sitemap when it changes. */
const SECTIONS = (Object.entries(SLUGGED_ROUTES) as [SluggedCollection, string][]).map(([collection, prefix]) => ({
  collection,
  prefix,
  tag: TAGS[collection],
}))

/**
 * Only the fields a sitemap needs: the shared list readers carry whole documents, and a data
 * cache entry over 2 MB is not stored.
 */
const findAll = async <T>(collection: CollectionSlug, select: Record<string, unknown>) =>
  (await findPublished({ collection, select, pagination: false, depth: 0 })) as T[]

/** Every published page and slugged document, in one cache entry expired by any of their tags. */
export const getSitemapSources = unstable_cache(
  async (): Promise<SitemapSources> => {
    const withSeo = { updatedAt: true, meta: { noindex: true } }
    const [pages, ...sectionDocs] = await Promise.all([
      findAll<SitemapPage>('pages', { path: true, ...withSeo }),
      ...SECTIONS.map(({ collection }) =>
        findAll<SitemapDoc>(
          collection,
          collection === 'posts' ? { slug: true, ...withSeo } : { slug: true, updatedAt: true },
        ),
      ),
    ])
    return { pages, sections: SECTIONS.map(({ prefix }, index) => ({ prefix, docs: sectionDocs[index] ?? [] })) }
  },
  ['seo', 'sitemap-sources'],
  { tags: [TAGS.pages, ...SECTIONS.map(({ tag }) => tag)] },
)
