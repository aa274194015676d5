import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SLUG, SLUGGED_ROUTES, type SluggedCollection } from '@/cms/documentRoutes'
import type { Draft } from '@/cms/draft'
import type { SlugReaders } from '@/cms/read/collections'
import type { CardText } from '@/features/seo/ogText'

/*
 * The content-type registry is src/features/content/registry/: every public content type
 * declared once, one module per type (posts, changelog, webinars, papers, customers, jobs,
 * legal, press). The routes under src/app/(site) are built from its entries (detailRoute,
 * listingRoute, the OG image factories); adding a type means an entry there, its components,
 * and the route files that call the factories. One module per type keeps each route's
 * JavaScript to its own type's client components.
 */

/**
 * What a detail page's metadata says; the canonical address comes from the registry. A
 * draft's title or description may be empty: the route then shows the brand, and no description.
 */
export type DetailMetadata = {
  title: string
  description?: string | null
  noindex?: boolean | null
  openGraph?: NonNullable<Metadata['openGraph']>
}

/** A title from its parts, the empty ones left out: "Relay 2.0 — Changelog", or "Changelog" for an untitled draft. */
export const titled = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' — ')

/** Site-wide values a page's rendering or JSON-LD may need. */
export type RenderContext = { siteUrl: string; brand: string }

/**
 * One public content type: where its documents live and how each of its routes shows them.
 * The detail route and its OG image are built from this by the factories beside it
 * (detailRoute.tsx, ogImageRoutes.ts), the listing and its OG image from a `Listing`
 * (listingRoute.tsx); the address (`<prefix>/<slug>`), the sitemap section and the preview path
 * come from the collection, in src/cms/documentRoutes.ts. Name, metadata, structured data, card
 * and the page itself take a `Draft`: in draft mode the route shows whatever autosave stored,
 * however unfinished.
 */
export type ContentType<Doc extends { slug: string }> = {
  collection: SluggedCollection
  /** The listing's name, first in the breadcrumb trail; none when the type has no listing page. */
  section?: string
  /** Its cached readers (OG images show only what is published; pages, in draft mode, the newest draft). */
  read: SlugReaders<Doc>
  /** The document's name in the breadcrumb trail ('' when a draft has none yet). */
  name: (doc: Draft<Doc>) => string
  metadata: (doc: Draft<Doc>) => DetailMetadata
  /** Structured data beside the breadcrumbs (an article, a job posting). */
  jsonLd?: (doc: Draft<Doc>, context: RenderContext) => object
  /** The header on a light page (documents without a dark hero). */
  lightHeader?: boolean
  render: (doc: Draft<Doc>) => ReactNode
  og: { alt: string; card: (doc: Draft<Doc>) => CardText }
}

/** The slugs Next prerenders for a type's `[slug]` routes, the page's and its OG image's alike. */
export const slugParams =
  <Doc extends { slug: string }>(type: ContentType<Doc>) =>
  async () =>
    (await type.read.slugs()).map((slug) => ({ slug }))

/** Whether `slug` is a published document's: answered from the cached slug list, never by a query of its own. */
export const isPublishedSlug = async <Doc extends { slug: string }>(type: ContentType<Doc>, slug: string) =>
  SLUG.test(slug) && (await type.read.slugs()).includes(slug)

/** Declares an entry with its document type inferred from the readers. */
export const contentType = <Doc extends { slug: string }>(entry: ContentType<Doc>) => entry

/** A listing page: the Pages document at `path` (editors own its intro and SEO), the documents below its blocks. */
export type Listing<Doc> = {
  path: string
  /** The documents listed, cached; a content type's listing lists `read.list`. */
  load: () => Promise<Doc[]>
  render: (docs: Doc[]) => ReactNode
  og: { alt: string; eyebrow: string; title: string }
}

/** A content type's listing, at its prefix. */
export const listingOf = <Doc extends { slug: string }>(
  type: ContentType<Doc>,
  listing: Omit<Listing<Doc>, 'path' | 'load'>,
): Listing<Doc> => ({ path: SLUGGED_ROUTES[type.collection], load: type.read.list, ...listing })
