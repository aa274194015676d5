import { notFound } from 'next/navigation'

import { asDraft } from '@/cms/draft'
import { ogImage, pageOgImage } from '@/features/seo/ogRoutes'
import { OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'
import { isPublishedSlug, slugParams, type ContentType, type Listing } from './contentType'

/**
 * The `<prefix>/[slug]/opengraph-image` route of a content type: the published document's own
 * card, for the same slugs as the page.
 */
export function detailOgImage<Doc extends { slug: string }>(type: ContentType<Doc>) {
  return {
    alt: type.og.alt,
    size: OG_SIZE,
    contentType: OG_CONTENT_TYPE,
    generateStaticParams: slugParams(type),
    Image: async ({ params }: { params: Promise<{ slug: string }> }) => {
      const { slug } = await params
      const doc = (await isPublishedSlug(type, slug)) ? await type.read.bySlug(slug) : null
      if (!doc) notFound()
      return ogImage(type.og.card(asDraft(doc)))
    },
  }
}

/** A listing's `opengraph-image` route: the Pages document at the listing's path gives title and description. */
export function listingOgImage<Doc>({ path, og }: Listing<Doc>) {
  const { alt, eyebrow, title } = og
  return { alt, size: OG_SIZE, contentType: OG_CONTENT_TYPE, Image: () => pageOgImage(path, eyebrow, title) }
}
