import type { RichTextBlock } from '@/cms/payload-types'
import { Container } from '@/features/layout/Container'
import { RichText } from '@/features/richtext/RichText'

/** Free-form copy at a readable line length (about 70 characters). */
export function RichTextSection({ block, tinted }: { block: RichTextBlock; tinted: boolean }) {
  return (
    <section className={`${tinted ? 'bg-slate-50' : 'bg-white'} py-16 desk:py-20`}>
      <Container>
        <div className="mx-auto max-w-3xl">
          <RichText data={block.content} className="desk:prose-lg" />
        </div>
      </Container>
    </section>
  )
}
