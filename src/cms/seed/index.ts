import type { Payload } from 'payload'

import { authors } from './content/authors'
import { categories } from './content/categories'
import { changelog } from './content/changelog'
import { customers } from './content/customers'
import { jobs } from './content/jobs'
import { legal } from './content/legal'
import { papers } from './content/papers'
import { posts } from './content/posts'
import { press } from './content/press'
import { webinars } from './content/webinars'
import { referenceLinksByPath } from '../links/referenceLinksByPath'
import { seedGlobals } from './globals'
import { createMissing } from './lib/createMissing'
import { markdownConverter } from './lib/richText'
import { lookup, type Refs, type SeedContext } from './lib/seedContext'
import { seedMedia } from './media/seedMedia'
import { isProductPage, pages } from './pages'

export type SeedCounts = Record<
  'media' | 'authors' | 'categories' | 'customers' | 'posts' | 'changelog' | 'webinars' | 'papers' | 'press' | 'jobs' | 'legal' | 'pages',
  number
>

/**
 * Idempotent: documents that exist (media by filename, authors by name, pages by path,
 * everything else by slug) are left as editors made them, and globals are written only
 * while still empty. Order follows references: media, then what points at media, then
 * what points at customers; product pages before the pages that link to them. Returns how many documents each collection gained.
 */
export async function seed(payload: Payload, now = new Date()): Promise<SeedCounts> {
  const refs: Refs = { media: new Map(), authors: new Map(), categories: new Map(), customers: new Map(), pages: new Map() }
  const ctx: SeedContext = {
    now,
    md: await markdownConverter(payload),
    media: lookup(refs, 'media'),
    author: lookup(refs, 'authors'),
    category: lookup(refs, 'categories'),
    customer: lookup(refs, 'customers'),
    page: lookup(refs, 'pages'),
  }
  const published = { publish: true }
  const taxonomy = { publish: false } // authors and categories have no drafts

  const media = await seedMedia(payload, now)
  refs.media = media.ids
  const authorDocs = await createMissing(payload, 'authors', 'name', authors(ctx), taxonomy)
  refs.authors = authorDocs.ids
  const categoryDocs = await createMissing(payload, 'categories', 'slug', categories, taxonomy)
  refs.categories = categoryDocs.ids
  const customerDocs = await createMissing(payload, 'customers', 'slug', customers(ctx), published)
  refs.customers = customerDocs.ids
  const productPages = await createMissing(payload, 'pages', 'path', pages(ctx, isProductPage), published)
  refs.pages = productPages.ids

  const counts: SeedCounts = {
    media: media.created,
    authors: authorDocs.created,
    categories: categoryDocs.created,
    customers: customerDocs.created,
    posts: (await createMissing(payload, 'posts', 'slug', posts(ctx), published)).created,
    changelog: (await createMissing(payload, 'changelog', 'slug', changelog(ctx), published)).created,
    webinars: (await createMissing(payload, 'webinars', 'slug', webinars(ctx), published)).created,
    papers: (await createMissing(payload, 'papers', 'slug', papers(ctx), published)).created,
    press: (await createMissing(payload, 'press', 'slug', press(ctx), published)).created,
    jobs: (await createMissing(payload, 'jobs', 'slug', jobs(ctx), published)).created,
    legal: (await createMissing(payload, 'legal', 'slug', legal(ctx), published)).created,
    pages: productPages.created + (await createMissing(payload, 'pages', 'path', pages(ctx, (page) => !isProductPage(page)), published)).created,
  }
  const globalsWritten = await seedGlobals(payload)
  // The seed writes its links as addresses; once everything exists, those that are a document's
  // become references to it (the same pass as the link_references migration, which also turns an
  // editor's custom link to such an address into a reference: it leads to the same place).
  if (globalsWritten || Object.values(counts).some(Boolean)) await referenceLinksByPath(payload)
  return counts
}
