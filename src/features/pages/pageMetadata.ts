import type { Metadata } from 'next'

import type { Draft } from '@/cms/draft'
import type { Page } from '@/cms/payload-types'
import { openGraphDefaults, siteAlternates } from '@/features/seo/siteMetadata'
import { brandedTitle, withoutBrand } from '@/lib/brandTitle'

/** What a route says about its document; any of it may still be empty in a draft. */
type RouteMeta = {
  title?: string | null
  description?: string | null
  canonical?: string | null
  noindex?: boolean | null
  openGraph?: NonNullable<Metadata['openGraph']>
}

/** Long texts (abstracts, summaries) cut at a word boundary to the length the CMS allows for descriptions. */
export function clampText(text: string | null | undefined, max = 300): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  const head = space > max / 2 ? cut.slice(0, space) : cut
  return `${head.replace(/[\s,;:.]+$/, '')}…`
}

/**
 * Metadata every public route shares: title, description and canonical address, beside the
 * feed links (a page's `alternates` replaces the layout's). Open Graph title and description
 * follow the page's on their own; a page sets `openGraph` only to say more (an article's
 * dates), and then it starts from the site's defaults, since it replaces the layout's too.
 * A draft without a title shows the brand alone, and one without a description no description.
 */
export function routeMetadata(
  brand: string,
  { title: given, description: text, canonical, noindex, openGraph }: RouteMeta,
): Metadata {
  // The layout's template adds the brand; a title an editor wrote with it would show it twice.
  const title = withoutBrand(given, brand)
  const description = clampText(text)
  const described = description ? { description } : {}
  return {
    title: title || { absolute: brand },
    ...described,
    alternates: siteAlternates(canonical || undefined),
    ...(openGraph
      ? {
          openGraph: {
            ...openGraphDefaults(brand),
            title: title || brand,
            ...described,
            ...(canonical ? { url: canonical } : {}),
            ...openGraph,
          },
        }
      : {}),
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** A Pages document's metadata; listing routes override title, description and canonical per page and filter. */
export function pageMetadata(
  brand: string,
  page: Draft<Page>,
  override: { title?: string; description?: string; canonical?: string; openGraph?: RouteMeta['openGraph'] } = {},
): Metadata {
  const meta = routeMetadata(brand, {
    title: override.title ?? (page.meta?.title || page.title),
    description: override.description ?? (page.meta?.description || page.description),
    canonical: override.canonical ?? page.path,
    noindex: page.meta?.noindex,
    openGraph: override.openGraph,
  })
  // The home page carries the brand first rather than the template's suffix.
  return page.path === '/'
    ? { ...meta, title: { absolute: brandedTitle(page.meta?.title || page.title, brand, { brandFirst: true }) } }
    : meta
}

/**
 * A page of the catch-all route, with its link preview: the editor's image when set, else
 * the card generated at /og<path> (see app/(site)/og).
 */
export function pageMetadataWithImage(brand: string, page: Draft<Page>): Metadata {
  const metaImage = typeof page.meta?.image === 'object' ? page.meta.image : null
  const url = metaImage?.sizes?.og?.url || metaImage?.url || (page.path ? `/og${page.path}` : '')
  if (!url) return pageMetadata(brand, page)
  const alt = page.title?.trim() || brand
  return pageMetadata(brand, page, { openGraph: { images: [{ url, width: 1200, height: 630, alt }] } })
}

/** "card-issuing" → "Card issuing": a readable name for a path segment that has no page title at hand. */
export const humaniseSegment = (segment: string) => {
  const words = segment.replace(/-+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Breadcrumb trail (after Home) for a nested CMS page: `/products/relay` titled "Relay" gives
 * Products › Relay. Top-level pages get none: Home › Pricing says nothing a search engine needs.
 * A draft without a title is named after its last segment.
 */
export function pageTrail(
  path: string | null | undefined,
  title: string | null | undefined,
  existingPaths: string[] = [],
): { name: string; path?: string }[] {
  const segments = (path ?? '').split('/').filter(Boolean)
  if (segments.length < 2) return []
  return segments.map((segment, index) => {
    const crumbPath = `/${segments.slice(0, index + 1).join('/')}`
    const last = index === segments.length - 1
    // A section such as /products has no page of its own: name it, but link nowhere.
    return last || existingPaths.includes(crumbPath)
      ? { name: (last && title?.trim()) || humaniseSegment(segment), path: crumbPath }
      : { name: humaniseSegment(segment) }
  })
}
