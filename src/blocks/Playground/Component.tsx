import type { ComponentType } from 'react'

import { BinLookupPreview } from '@/features/playground/bin-lookup/BinLookupPreview'
import { CardFormPreview } from '@/features/playground/card-form/CardFormPreview'
import { RelayPreview } from '@/features/playground/relay/RelayPreview'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'
import { LazyPlayground } from './LazyPlayground.client'
import { isPlaygroundSurface, type PlaygroundSurface } from './surfaces'

/** Each surface drawn by the server as it opens: what shows, inert, until its island loads. */
const PREVIEWS: Record<PlaygroundSurface, ComponentType> = {
  relay: RelayPreview,
  cardForm: CardFormPreview,
  binLookup: BinLookupPreview,
}

/**
 * A product the visitor can try, in the browser only: the section's heading and intro, then the
 * surface. The page carries the server's drawing of it and a small loader; the surface's own code
 * arrives when the section scrolls near or "Try it" is pressed. A draft without a surface yet
 * shows its heading and intro, if any.
 */
export function Playground({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'playground'>
  tinted: boolean
  anchor?: string | null
}) {
  const heading = block.heading || block.intro ? <SectionHeading heading={block.heading} intro={block.intro} preLine className="mb-10 max-w-3xl" /> : null
  if (!isPlaygroundSurface(block.surface)) return heading ? <BlockSection tinted={tinted} anchor={anchor}>{heading}</BlockSection> : null
  const Preview = PREVIEWS[block.surface]
  return (
    <BlockSection tinted={tinted} anchor={anchor}>
      {heading}
      <LazyPlayground surface={block.surface}>
        <Preview />
      </LazyPlayground>
    </BlockSection>
  )
}
