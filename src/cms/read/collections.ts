import 'server-only'

import type { DataFromCollectionSlug } from 'payload'

import { TAGS } from '../cacheTags'
import type { SluggedCollection } from '../documentRoutes'
import { cachedDocBy, cachedFieldValues, cachedList } from './cachedQueries'
import { orLatestDraft } from './drafts'

/** What a slugged collection is read through: its published slugs, a document by slug, its list. */
export type SlugReaders<Doc> = {
  /** Published slugs, cached: unknown slugs are answered from this list, never by a query of their own. */
  slugs: () => Promise<string[]>
  /** The published document. */
  bySlug: (slug: string) => Promise<Doc | null>
  /** The published document, or in draft mode the newest draft (what detail routes render, see ./drafts). */
  bySlugOrDraft: (slug: string) => Promise<Doc | null>
  /** Every published document, in the collection's reading order. */
  list: () => Promise<Doc[]>
}

/**
 * Cached reads for a public collection, tagged with the collections its documents show (a post
 * shows its authors, categories and cover image), so a change to any of them expires the
 * pages, listings, feeds and sitemap that used it. Every one of them has rich text, whose
 * internal links show their documents' current addresses: a moved document expires them too.
 */
function slugReaders<C extends SluggedCollection>(
  collection: C,
  { sort, shows = [], depth = 1 }: { sort: string; shows?: string[]; depth?: number },
): SlugReaders<DataFromCollectionSlug<C>> {
  const tags = [TAGS[collection], TAGS.addresses, ...shows]
  const bySlug = cachedDocBy(collection, 'slug', tags, depth)
  return {
    slugs: cachedFieldValues(collection, 'slug', TAGS[collection]),
    bySlug,
    bySlugOrDraft: orLatestDraft(bySlug, collection, 'slug', depth),
    list: cachedList(collection, sort, tags),
  }
}

export const posts = slugReaders('posts', {
  sort: '-publishedAt',
  shows: [TAGS.authors, TAGS.categories, TAGS.media],
  depth: 2,
})
export const changelog = slugReaders('changelog', { sort: '-publishedAt' })
export const webinars = slugReaders('webinars', { sort: '-startsAt' })
export const papers = slugReaders('papers', { sort: '-publishedAt', shows: [TAGS.media] })
export const customers = slugReaders('customers', { sort: 'name', shows: [TAGS.media] })
export const jobs = slugReaders('jobs', { sort: 'title' })
export const legal = slugReaders('legal', { sort: 'title' })

export const getCategories = cachedList('categories', 'title', [TAGS.categories], 0)
export const getPressReleases = cachedList('press', '-publishedAt', [TAGS.press])
