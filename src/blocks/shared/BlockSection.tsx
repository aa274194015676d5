import type { ReactNode } from 'react'

import { Container } from '@/features/layout/Container'

/**
 * Where a block's section stops when a link leads to its anchor (`#register`): below the
 * sticky header (64 px), as the site's other anchored sections do; with the announcement
 * banner shown too, the section's own top padding keeps its heading clear.
 */
export const ANCHOR_SCROLL_MARGIN = 'scroll-mt-24'

/**
 * The band of a light block, around the site container: white or slate-50, as RenderBlocks
 * alternates them so that neighbours stay distinct; a block on a dark band of its own does
 * without it. `className` lays out the container (as a grid, say); `anchor` is the block's id
 * on the page (RenderBlocks gives each block its own).
 */
export function BlockSection({
  tinted,
  anchor,
  padding = 'py-16 desk:py-24',
  className,
  children,
}: {
  tinted: boolean
  anchor?: string | null
  padding?: string
  className?: string
  children: ReactNode
}) {
  return (
    <section id={anchor ?? undefined} className={`${ANCHOR_SCROLL_MARGIN} ${tinted ? 'bg-slate-50' : 'bg-white'} ${padding}`}>
      <Container className={className}>{children}</Container>
    </section>
  )
}
