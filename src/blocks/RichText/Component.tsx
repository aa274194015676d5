import { RichText } from '@/features/richtext/RichText'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'

/** Free-form copy at a readable line length (about 70 characters). */
export function RichTextSection({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'richText'>
  tinted: boolean
  anchor?: string | null
}) {
  return (
    <BlockSection tinted={tinted} anchor={anchor} padding="py-16 desk:py-20">
      <div className="mx-auto max-w-3xl">
        <RichText data={block.content} className="desk:prose-lg" />
      </div>
    </BlockSection>
  )
}
