import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPageByPathOrDraft } from '@/cms/read/pages'
import { CmsPage } from '@/features/pages/CmsPage'
import { pageMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { SiteShell } from '@/features/shell/SiteShell'
import type { Listing } from './contentType'

/**
 * A listing route: the Pages document at `path` (its title, blocks and SEO, so editors own the
 * intro) with the type's documents below its blocks. No Pages document there: 404.
 */
export function listingRoute<Doc>({ path, load, render }: Listing<Doc>) {
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const page = await getPageByPathOrDraft(path)
      return page ? pageMetadata(await brandName(), page) : {}
    },

    Page: async function ListingPage() {
      const [page, docs] = await Promise.all([getPageByPathOrDraft(path), load()])
      if (!page) notFound()
      return (
        <SiteShell page={page}>
          <CmsPage page={page}>{render(docs)}</CmsPage>
        </SiteShell>
      )
    },
  }
}
