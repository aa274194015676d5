import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPapers } from '@/cms/read/collections'
import { getPageByPathOrDraft } from '@/cms/read/pages'
import { CmsPage } from '@/features/pages/CmsPage'
import { pageMetadata } from '@/features/pages/pageMetadata'
import { PaperCard } from '@/features/papers/PaperCard'
import { brandName } from '@/features/seo/brand'
import { SiteShell } from '@/features/shell/SiteShell'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPathOrDraft('/papers')
  return page ? pageMetadata(await brandName(), page) : {}
}

export default async function PapersPage() {
  const [page, papers] = await Promise.all([getPageByPathOrDraft('/papers'), getPapers()])
  if (!page) notFound()
  return (
    <SiteShell page={page}>
      <CmsPage page={page}>
        <div className="mx-auto max-w-5xl px-4 py-12 desk:px-6 desk:py-16">
          {papers.length > 0 ? (
            <div className="grid gap-8 desk:grid-cols-2 lg:grid-cols-3">
              {papers.map((paper, index) => (
                <PaperCard key={paper.id} paper={paper} priority={index === 0} />
              ))}
            </div>
          ) : (
            <p className="text-slate-600">Our first paper is on its way.</p>
          )}
        </div>
      </CmsPage>
    </SiteShell>
  )
}
