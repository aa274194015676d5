import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SLUG } from '@/cms/documentRoutes'
import { asDraft } from '@/cms/draft'
import { isDraftMode } from '@/cms/read/drafts'
import { brandName } from '@/features/seo/brand'
import { JsonLd } from '@/features/seo/JsonLd'
import { SiteShell } from '@/features/shell/SiteShell'
import { getEnv } from '@/lib/env'
import { isPublishedSlug, slugParams, type ContentType } from './contentType'
import { detailJsonLd, detailMetadata } from './detailSeo'

type Props = { params: Promise<{ slug: string }> }

/**
 * The `<prefix>/[slug]` route of a content type: its prerendered slugs, its metadata and its
 * page (breadcrumbs, the type's JSON-LD, the document). The route file adds the segment
 * config, which Next reads as literals from the file itself.
 */
export function detailRoute<Doc extends { slug: string }>(type: ContentType<Doc>) {
  const load = async (params: Props['params']) => {
    const { slug } = await params
    // In draft mode an editor may preview a never-published document: the draft read decides.
    const known = (await isDraftMode()) ? SLUG.test(slug) : await isPublishedSlug(type, slug)
    return known ? type.read.bySlugOrDraft(slug) : null
  }

  return {
    generateStaticParams: slugParams(type),

    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const doc = await load(params)
      return doc ? detailMetadata(type, asDraft(doc), await brandName()) : {}
    },

    Page: async function DetailPage({ params }: Props) {
      const [doc, brand] = await Promise.all([load(params), brandName()])
      if (!doc) notFound()
      const draft = asDraft(doc)
      const structuredData = detailJsonLd(type, draft, { siteUrl: getEnv().siteUrl, brand })
      return (
        <SiteShell page={type.lightHeader ? { header: 'light' } : undefined}>
          {structuredData.map((data, index) => (
            <JsonLd key={index} data={data} />
          ))}
          {type.render(draft)}
        </SiteShell>
      )
    },
  }
}
