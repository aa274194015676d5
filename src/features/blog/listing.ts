import 'server-only'

import type { Category, Post } from '@/cms/payload-types'
import { getCategories, posts as postReaders } from '@/cms/read/collections'
import { getPageByPathOrDraft } from '@/cms/read/pages'
import { ALL, pageCount, pageSlice, parsePage } from './pagination'

export const inCategory = (post: Post, slug: string) =>
  post.categories.some((category) => typeof category === 'object' && category.slug === slug)

/** Every category × page combination that has a listing page, for prerendering. */
export async function listingParams() {
  const [posts, categories] = await Promise.all([postReaders.list(), getCategories()])
  const counts = [
    { slug: ALL, total: posts.length },
    ...categories.map(({ slug }) => ({ slug, total: posts.filter((p) => inCategory(p, slug)).length })),
  ]
  return counts.flatMap(({ slug, total }) =>
    Array.from({ length: pageCount(total) }, (_, index) => ({ category: slug, page: String(index + 1) })),
  )
}

export type BlogListing = {
  page: NonNullable<Awaited<ReturnType<typeof getPageByPathOrDraft>>>
  categories: Category[]
  category: Category | null
  pageNumber: number
  pages: number
  posts: Post[]
}

/**
 * One listing page from the raw route values, or null (a 404) when the page number is not
 * canonical or out of range, or the category does not exist. All reads are cached lists.
 */
export async function loadListing(rawCategory: string, rawPage: string): Promise<BlogListing | null> {
  const pageNumber = parsePage(rawPage)
  if (pageNumber === null) return null
  const [page, posts, categories] = await Promise.all([
    getPageByPathOrDraft('/blog'),
    postReaders.list(),
    getCategories(),
  ])
  if (!page) return null
  const category = rawCategory === ALL ? null : categories.find(({ slug }) => slug === rawCategory)
  if (category === undefined) return null
  const matching = category ? posts.filter((post) => inCategory(post, category.slug)) : posts
  const pages = pageCount(matching.length)
  if (pageNumber > pages) return null
  return { page, categories, category, pageNumber, pages, posts: pageSlice(matching, pageNumber) }
}
