import 'server-only'

import { notFound } from 'next/navigation'

import { SLUG } from '@/cms/documentRoutes'
import { getPageByPath } from '@/cms/read/pages'
import { getEnv } from '@/lib/env'

import { brandName } from './brand'
import { renderOgImage } from './ogImage'

/** What a card shows; the brand (also the default eyebrow) and the host are added here. */
export type CardText = { title: string; eyebrow?: string; description?: string | null }

export async function ogImage({ eyebrow, ...card }: CardText) {
  const brand = await brandName()
  return renderOgImage({ ...card, eyebrow: eyebrow ?? brand, brand, siteUrl: getEnv().siteUrl })
}

/** A listing or the home page: the CMS page at `path` gives title and description. */
export async function pageOgImage(path: string, eyebrow: string | undefined, fallbackTitle: string) {
  const page = await getPageByPath(path)
  return ogImage({ eyebrow, title: page?.title ?? fallbackTitle, description: page?.description })
}


/**
 * The image of a `[slug]` route, built from that route's cached readers: the same slugs are
 * prerendered as the page's, and an unknown slug is a 404 answered from the cached slug list,
 * never by a query of its own.
 */
export function slugOgImage<D>(
  slugs: () => Promise<string[]>,
  bySlug: (slug: string) => Promise<D | null>,
  card: (doc: D) => CardText,
) {
  return {
    generateStaticParams: async () => (await slugs()).map((slug) => ({ slug })),
    Image: async ({ params }: { params: Promise<{ slug: string }> }) => {
      const { slug } = await params
      const doc = SLUG.test(slug) && (await slugs()).includes(slug) ? await bySlug(slug) : null
      if (!doc) notFound()
      return ogImage(card(doc))
    },
  }
}
