import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SLUG } from '@/cms/fields/slugField'
import { getWebinarBySlugOrDraft, getWebinarSlugs } from '@/cms/read/webinars'
import { isDraftMode } from '@/cms/read/drafts'
import { routeMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { breadcrumbList } from '@/features/seo/breadcrumbs'
import { JsonLd } from '@/features/seo/JsonLd'
import { SiteShell } from '@/features/shell/SiteShell'
import { WebinarDetail } from '@/features/webinars/WebinarDetail'
import { getEnv } from '@/lib/env'

/** Hourly, so 'Register' turns into 'Watch the recording' within an hour of the start. */
export const revalidate = 3600
export const dynamicParams = true

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getWebinarSlugs()).map((slug) => ({ slug }))
}

/** Unknown slugs are answered from the cached list of slugs, never by a query of their own. */
async function load(params: Props['params']) {
  const { slug } = await params
  if (!SLUG.test(slug)) return null
  // In draft mode an editor may preview a never-published document: the draft read decides.
  if (!(await isDraftMode()) && !(await getWebinarSlugs()).includes(slug)) return null
  return getWebinarBySlugOrDraft(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const webinar = await load(params)
  return webinar
    ? routeMetadata(await brandName(), {
        title: `${webinar.title} — Webinar`,
        description: webinar.summary,
        canonical: `/webinars/${webinar.slug}`,
      })
    : {}
}

export default async function WebinarPage({ params }: Props) {
  const webinar = await load(params)
  if (!webinar) notFound()
  const path = `/webinars/${webinar.slug}`
  return (
    <SiteShell>
      <JsonLd
        data={breadcrumbList(getEnv().siteUrl, [
          { name: 'Webinars', path: '/webinars' },
          { name: webinar.title, path },
        ])}
      />
      <WebinarDetail webinar={webinar} now={new Date()} />
    </SiteShell>
  )
}
