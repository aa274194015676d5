import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SLUG } from '@/cms/fields/slugField'
import { getLegalBySlugOrDraft, getLegalSlugs } from '@/cms/read/collections'
import { isDraftMode } from '@/cms/read/drafts'
import { LegalDocument } from '@/features/legal/LegalDocument'
import { routeMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { breadcrumbList } from '@/features/seo/breadcrumbs'
import { JsonLd } from '@/features/seo/JsonLd'
import { SiteShell } from '@/features/shell/SiteShell'
import { getEnv } from '@/lib/env'

export const revalidate = 3600
export const dynamicParams = true

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getLegalSlugs()).map((slug) => ({ slug }))
}

/** Unknown slugs are answered from the cached list of slugs, never by a query of their own. */
async function load(params: Props['params']) {
  const { slug } = await params
  if (!SLUG.test(slug)) return null
  // In draft mode an editor may preview a never-published document: the draft read decides.
  if (!(await isDraftMode()) && !(await getLegalSlugs()).includes(slug)) return null
  return getLegalBySlugOrDraft(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = await load(params)
  return doc
    ? routeMetadata(await brandName(), { title: doc.title, description: doc.summary, canonical: `/legal/${doc.slug}` })
    : {}
}

export default async function LegalPage({ params }: Props) {
  const doc = await load(params)
  if (!doc) notFound()
  // Legal has no index page of its own, so the trail goes straight from Home to the document.
  return (
    <SiteShell page={{ header: 'light' }}>
      <JsonLd data={breadcrumbList(getEnv().siteUrl, [{ name: doc.title, path: `/legal/${doc.slug}` }])} />
      <LegalDocument doc={doc} />
    </SiteShell>
  )
}
