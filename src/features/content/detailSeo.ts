import type { Metadata } from 'next'

import { slugPath, SLUGGED_ROUTES } from '@/cms/documentRoutes'
import type { Draft } from '@/cms/draft'
import { humaniseSegment, routeMetadata } from '@/features/pages/pageMetadata'
import { breadcrumbList } from '@/features/seo/breadcrumbs'
import type { ContentType, RenderContext } from './contentType'

/** The slug a draft may not have yet. */
const slugOf = <Doc extends { slug: string }>(doc: Draft<Doc>) => (typeof doc.slug === 'string' ? doc.slug : '')

/** What a detail page's `<head>` says: the type's metadata at the document's address. */
export function detailMetadata<Doc extends { slug: string }>(
  type: ContentType<Doc>,
  doc: Draft<Doc>,
  brand: string,
): Metadata {
  const slug = slugOf(doc)
  return routeMetadata(brand, { ...type.metadata(doc), canonical: slug ? slugPath(type.collection, slug) : null })
}

/**
 * A detail page's structured data: the type's own (an article, a job posting), then the
 * breadcrumbs, Home › listing › document. A draft without a name is named after its slug.
 */
export function detailJsonLd<Doc extends { slug: string }>(
  type: ContentType<Doc>,
  doc: Draft<Doc>,
  context: RenderContext,
): object[] {
  const slug = slugOf(doc)
  const listing = type.section ? [{ name: type.section, path: SLUGGED_ROUTES[type.collection] }] : []
  const name = type.name(doc) || humaniseSegment(slug)
  const trail = [...listing, ...(name ? [{ name, path: slug ? slugPath(type.collection, slug) : undefined }] : [])]
  return [...(type.jsonLd ? [type.jsonLd(doc, context)] : []), breadcrumbList(context.siteUrl, trail)]
}
