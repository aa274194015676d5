import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getChangelog } from '@/cms/read/collections'
import { getPageByPathOrDraft } from '@/cms/read/pages'
import { ChangelogList } from '@/features/changelog/ChangelogList'
import { CmsPage } from '@/features/pages/CmsPage'
import { pageMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { SiteShell } from '@/features/shell/SiteShell'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPathOrDraft('/changelog')
  return page ? pageMetadata(await brandName(), page) : {}
}

export default async function ChangelogPage() {
  const [page, entries] = await Promise.all([getPageByPathOrDraft('/changelog'), getChangelog()])
  if (!page) notFound()
  return (
    <SiteShell page={page}>
      <CmsPage page={page}>
        <div className="mx-auto max-w-5xl px-4 py-12 desk:px-6 desk:py-16">
          <ChangelogList entries={entries} />
        </div>
      </CmsPage>
    </SiteShell>
  )
}
