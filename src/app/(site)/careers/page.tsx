import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DEPARTMENTS } from '@/cms/collections/Jobs'
import { getJobs } from '@/cms/read/collections'
import { getPageByPathOrDraft } from '@/cms/read/pages'
import { employmentTypeLabel } from '@/features/careers/employmentType'
import { JobBoard } from '@/features/careers/JobBoard.client'
import { groupByDepartment, locationsOf } from '@/features/careers/jobs'
import { CmsPage } from '@/features/pages/CmsPage'
import { pageMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { SiteShell } from '@/features/shell/SiteShell'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPathOrDraft('/careers')
  return page ? pageMetadata(await brandName(), page) : {}
}

export default async function CareersPage() {
  const [page, jobs] = await Promise.all([getPageByPathOrDraft('/careers'), getJobs()])
  if (!page) notFound()
  const groups = groupByDepartment(jobs, DEPARTMENTS, employmentTypeLabel)
  return (
    <SiteShell page={page}>
      <CmsPage page={page}>
        <div className="mx-auto max-w-5xl px-4 py-12 desk:px-6 desk:py-16">
          {groups.length > 0 ? (
            <JobBoard groups={groups} locations={locationsOf(groups)} />
          ) : (
            <p className="text-slate-600">No open roles right now. We post new ones here first.</p>
          )}
        </div>
      </CmsPage>
    </SiteShell>
  )
}
