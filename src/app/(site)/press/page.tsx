import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPressReleases } from '@/cms/read/collections'
import { getPageByPathOrDraft } from '@/cms/read/pages'
import { CmsPage } from '@/features/pages/CmsPage'
import { pageMetadata } from '@/features/pages/pageMetadata'
import { PressRelease } from '@/features/press/PressRelease'
import { brandName } from '@/features/seo/brand'
import { SiteShell } from '@/features/shell/SiteShell'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPathOrDraft('/press')
  return page ? pageMetadata(await brandName(), page) : {}
}

/** Every release in full, newest first (the reader's sort): press rarely needs more than one page. */
export default async function PressPage() {
  const [page, releases] = await Promise.all([getPageByPathOrDraft('/press'), getPressReleases()])
  if (!page) notFound()
  return (
    <SiteShell page={page}>
      <CmsPage page={page}>
        <div className="mx-auto max-w-3xl divide-y divide-slate-200 px-4 py-12 desk:px-6 desk:py-16">
          {releases.length > 0 ? (
            releases.map((release) => <PressRelease key={release.id} release={release} />)
          ) : (
            <p className="text-slate-600">No press releases yet.</p>
          )}
        </div>
      </CmsPage>
    </SiteShell>
  )
}
