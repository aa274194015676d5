import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { SLUG } from '@/cms/fields/slugField'
import { getChangelogBySlugOrDraft, getChangelogSlugs } from '@/cms/read/collections'
import { isDraftMode } from '@/cms/read/drafts'
import { ChangelogTags } from '@/features/changelog/tags'
import { formatDate } from '@/features/layout/formatDate'
import { PageHeader } from '@/features/layout/PageHeader'
import { routeMetadata } from '@/features/pages/pageMetadata'
import { RichText } from '@/features/richtext/RichText'
import { brandName } from '@/features/seo/brand'
import { breadcrumbList } from '@/features/seo/breadcrumbs'
import { JsonLd } from '@/features/seo/JsonLd'
import { SiteShell } from '@/features/shell/SiteShell'
import { getEnv } from '@/lib/env'

export const revalidate = 3600
export const dynamicParams = true

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getChangelogSlugs()).map((slug) => ({ slug }))
}

/** Unknown slugs are answered from the cached list of slugs, never by a query of their own. */
async function load(params: Props['params']) {
  const { slug } = await params
  if (!SLUG.test(slug)) return null
  // In draft mode an editor may preview a never-published document: the draft read decides.
  if (!(await isDraftMode()) && !(await getChangelogSlugs()).includes(slug)) return null
  return getChangelogBySlugOrDraft(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await load(params)
  return entry
    ? routeMetadata(await brandName(), {
        title: `${entry.title} — Changelog`,
        description: entry.summary,
        canonical: `/changelog/${entry.slug}`,
      })
    : {}
}

export default async function ChangelogEntryPage({ params }: Props) {
  const entry = await load(params)
  if (!entry) notFound()
  const path = `/changelog/${entry.slug}`
  return (
    <SiteShell page={{ header: 'light' }}>
      <JsonLd
        data={breadcrumbList(getEnv().siteUrl, [
          { name: 'Changelog', path: '/changelog' },
          { name: entry.title, path },
        ])}
      />
      <PageHeader
        eyebrow={`Changelog · ${formatDate(entry.publishedAt)}`}
        title={entry.title}
        intro={entry.summary}
        light
      >
        <div className="mt-6">
          <ChangelogTags tags={entry.tags} />
        </div>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 desk:px-6 desk:py-16">
        <RichText data={entry.content} />
        <p className="mt-12 border-t border-slate-200 pt-6">
          <Link href="/changelog" className="font-semibold text-brand-700 hover:underline">
            <span aria-hidden="true">←</span> All changes
          </Link>
        </p>
      </div>
    </SiteShell>
  )
}
