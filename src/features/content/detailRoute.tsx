import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SLUG, slugPath, SLUGGED_ROUTES } from '@/cms/documentRoutes'
import { isDraftMode } from '@/cms/read/drafts'
import { routeMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { breadcrumbList } from '@/features/seo/breadcrumbs'
import { JsonLd } from '@/features/seo/JsonLd'
import { SiteShell } from '@/features/shell/SiteShell'
import { getEnv } from '@/lib/env'
import { isPublishedSlug, slugParams, type ContentType } from './contentType'

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
      if (!doc) return {}
      return routeMetadata(await brandName(), { ...type.metadata(doc), canonical: slugPath(type.collection, doc.slug) })
    },

    Page: async function DetailPage({ params }: Props) {
      const [doc, brand] = await Promise.all([load(params), brandName()])
      if (!doc) notFound()
      const { siteUrl } = getEnv()
      const listing = type.section ? [{ name: type.section, path: SLUGGED_ROUTES[type.collection] }] : []
      const trail = [...listing, { name: type.name(doc), path: slugPath(type.collection, doc.slug) }]
      return (
        <SiteShell page={type.lightHeader ? { header: 'light' } : undefined}>
          {type.jsonLd && <JsonLd data={type.jsonLd(doc, { siteUrl, brand })} />}
          <JsonLd data={breadcrumbList(siteUrl, trail)} />
          {type.render(doc)}
        </SiteShell>
      )
    },
  }
}
