import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SLUG } from '@/cms/fields/slugField'
import { getPaperBySlugOrDraft, getPaperSlugs } from '@/cms/read/collections'
import { isDraftMode } from '@/cms/read/drafts'
import { routeMetadata } from '@/features/pages/pageMetadata'
import { PaperDetail } from '@/features/papers/PaperDetail'
import { brandName } from '@/features/seo/brand'
import { breadcrumbList } from '@/features/seo/breadcrumbs'
import { JsonLd } from '@/features/seo/JsonLd'
import { SiteShell } from '@/features/shell/SiteShell'
import { getEnv } from '@/lib/env'

export const revalidate = 3600
export const dynamicParams = true

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getPaperSlugs()).map((slug) => ({ slug }))
}

/** Unknown slugs are answered from the cached list of slugs, never by a query of their own. */
async function load(params: Props['params']) {
  const { slug } = await params
  if (!SLUG.test(slug)) return null
  // In draft mode an editor may preview a never-published document: the draft read decides.
  if (!(await isDraftMode()) && !(await getPaperSlugs()).includes(slug)) return null
  return getPaperBySlugOrDraft(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const paper = await load(params)
  return paper
    ? routeMetadata(await brandName(), {
        title: `${paper.title} — Paper`,
        description: paper.abstract,
        canonical: `/papers/${paper.slug}`,
      })
    : {}
}

export default async function PaperPage({ params }: Props) {
  const paper = await load(params)
  if (!paper) notFound()
  const path = `/papers/${paper.slug}`
  return (
    <SiteShell page={{ header: 'light' }}>
      <JsonLd
        data={breadcrumbList(getEnv().siteUrl, [
          { name: 'Papers', path: '/papers' },
          { name: paper.title, path },
        ])}
      />
      <PaperDetail paper={paper} />
    </SiteShell>
  )
}
