import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getWebinars } from '@/cms/read/collections'
import { getPageByPathOrDraft } from '@/cms/read/pages'
import { CmsPage } from '@/features/pages/CmsPage'
import { pageMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { SiteShell } from '@/features/shell/SiteShell'
import { WebinarSections } from '@/features/webinars/WebinarSections'

/** Hourly, so a webinar moves from 'Upcoming' to 'On demand' within an hour of starting. */
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPathOrDraft('/webinars')
  return page ? pageMetadata(await brandName(), page) : {}
}

export default async function WebinarsPage() {
  const [page, webinars] = await Promise.all([getPageByPathOrDraft('/webinars'), getWebinars()])
  if (!page) notFound()
  return (
    <SiteShell page={page}>
      <CmsPage page={page}>
        <WebinarSections webinars={webinars} now={new Date()} />
      </CmsPage>
    </SiteShell>
  )
}
