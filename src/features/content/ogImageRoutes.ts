import { OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'
import { pageOgImage, slugOgImage } from '@/features/seo/ogRoutes'
import type { ContentType, Listing } from './contentType'

/** The `<prefix>/[slug]/opengraph-image` route of a content type: the document's own card. */
export function detailOgImage<Doc extends { slug: string }>(type: ContentType<Doc>) {
  const image = slugOgImage(type.read.slugs, type.read.bySlug, type.og.card)
  return { alt: type.og.alt, size: OG_SIZE, contentType: OG_CONTENT_TYPE, ...image }
}

/** A listing's `opengraph-image` route: the Pages document at the listing's path gives title and description. */
export function listingOgImage<Doc>({ path, og }: Listing<Doc>) {
  const { alt, eyebrow, title } = og
  return { alt, size: OG_SIZE, contentType: OG_CONTENT_TYPE, Image: () => pageOgImage(path, eyebrow, title) }
}
