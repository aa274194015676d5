import type { Metadata } from 'next'

import type { Draft } from '@/cms/draft'
import type { Category, Page } from '@/cms/payload-types'
import { clampText, pageMetadata } from '@/features/pages/pageMetadata'
import { blogHref } from './pagination'

type ListingState = {
  pageNumber: number
  pages: number
  categoryTitle?: string | null
  categoryDescription?: string | null
}

/** "Blog", "Blog: Compliance", "Blog — page 2": every listing page gets a title of its own. */
export function listingTitle(base: string, { pageNumber, categoryTitle }: ListingState): string {
  const withCategory = categoryTitle ? `${base}: ${categoryTitle}` : base
  return pageNumber > 1 ? `${withCategory} — page ${pageNumber}` : withCategory
}

/**
 * The category's own description when it has one; later pages say which page they are, so no
 * two match. The blog page's draft may have no description yet.
 */
export function listingDescription(
  base: string | null | undefined,
  { pageNumber, pages, categoryTitle, categoryDescription }: ListingState,
): string {
  // Clamped here so the page suffix that keeps it unique is never the part cut off.
  const text = clampText(
    categoryDescription || (categoryTitle ? `${categoryTitle} articles. ${base ?? ''}` : base),
    270,
  )
  const pageSuffix = pageNumber > 1 ? `Page ${pageNumber} of ${pages}.` : ''
  return [text, pageSuffix].filter(Boolean).join(' ')
}

type ListingMeta = { page: Draft<Page>; category: Draft<Category> | null; pageNumber: number; pages: number }

/** A blog listing page's metadata: the /blog page's, titled and described per category and page. */
export function listingMetadata(brand: string, { page, category, pageNumber, pages }: ListingMeta): Metadata {
  const state = { pageNumber, pages, categoryTitle: category?.title, categoryDescription: category?.description }
  return pageMetadata(brand, page, {
    // The listing is the blog, whatever its page's draft is called so far.
    title: listingTitle(page.meta?.title || page.title || 'Blog', state),
    description: listingDescription(page.description, state),
    canonical: blogHref({ category: category?.slug, page: pageNumber }),
  })
}
