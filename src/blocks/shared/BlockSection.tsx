import type { ReactNode } from 'react'

import { Container } from '@/features/layout/Container'

/**
 * The band of a light block, around the site container: white or slate-50, as RenderBlocks
 * alternates them so that neighbours stay distinct; a block on a dark band of its own does
 * without it. `className` lays out the container (as a grid, say).
 */
export function BlockSection({
  tinted,
  padding = 'py-16 desk:py-24',
  className,
  children,
}: {
  tinted: boolean
  padding?: string
  className?: string
  children: ReactNode
}) {
  return (
    <section className={`${tinted ? 'bg-slate-50' : 'bg-white'} ${padding}`}>
      <Container className={className}>{children}</Container>
    </section>
  )
}
