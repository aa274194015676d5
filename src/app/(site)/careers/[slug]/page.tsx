import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SLUG } from '@/cms/fields/slugField'
import { getJobBySlugOrDraft, getJobSlugs } from '@/cms/read/collections'
import { isDraftMode } from '@/cms/read/drafts'
import { employmentTypeLabel } from '@/features/careers/employmentType'
import { JobDetail } from '@/features/careers/JobDetail'
import { jobPostingJsonLd } from '@/features/careers/jobPostingJsonLd'
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
  return (await getJobSlugs()).map((slug) => ({ slug }))
}

/** Unknown slugs are answered from the cached list of slugs, never by a query of their own. */
async function load(params: Props['params']) {
  const { slug } = await params
  if (!SLUG.test(slug)) return null
  // In draft mode an editor may preview a never-published document: the draft read decides.
  if (!(await isDraftMode()) && !(await getJobSlugs()).includes(slug)) return null
  return getJobBySlugOrDraft(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await load(params)
  return job
    ? routeMetadata(await brandName(), {
        title: `${job.title} — ${job.location}`,
        description: job.summary,
        canonical: `/careers/${job.slug}`,
      })
    : {}
}

export default async function JobPage({ params }: Props) {
  const [job, brand] = await Promise.all([load(params), brandName()])
  if (!job) notFound()
  const { siteUrl } = getEnv()
  const path = `/careers/${job.slug}`
  return (
    <SiteShell>
      <JsonLd data={jobPostingJsonLd(job, siteUrl, brand)} />
      <JsonLd
        data={breadcrumbList(siteUrl, [
          { name: 'Careers', path: '/careers' },
          { name: job.title, path },
        ])}
      />
      <JobDetail job={job} employmentType={employmentTypeLabel(job.employmentType)} />
    </SiteShell>
  )
}
