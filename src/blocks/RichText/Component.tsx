import type { RichTextBlock } from '@/cms/payload-types'
import { RichText } from '@/features/richtext/RichText'
import { BlockSection } from '../shared/BlockSection'

/** Free-form copy at a readable line length (about 70 characters). */
export function RichTextSection({ block, tinted }: { block: RichTextBlock; tinted: boolean }) {
  return (
    <BlockSection tinted={tinted} padding="py-16 desk:py-20">
      <div className="mx-auto max-w-3xl">
        <RichText data={block.content} className="desk:prose-lg" />
      </div>
    </BlockSection>
  )
}
