import type { ReactNode } from 'react'

import { RenderBlocks, type DraftBlock } from '@/blocks/RenderBlocks'
import type { Draft } from '@/cms/draft'
import type { Page } from '@/cms/payload-types'
import { PageHeader } from '../layout/PageHeader'

/**
 * A page's layout. Without a hero, the page's title and intro make the header band and its h1.
 * Listing pages (blog, careers…) pass their list as children: it follows the layout. In draft
 * mode the page is the newest draft, however unfinished (no title, blocks just added).
 */
export function CmsPage({ page, children }: { page: Draft<Page>; children?: ReactNode }) {
  const blocks = (page.layout ?? []).flatMap((block): DraftBlock[] => (block ? [block] : []))
  const light = page.header === 'light'
  const hasHero = blocks.some((block) => block.blockType === 'hero')
  return (
    <>
      {hasHero ? null : <PageHeader title={page.title ?? ''} intro={page.intro} light={light} />}
      <RenderBlocks blocks={blocks} light={light} />
      {children}
    </>
  )
}
