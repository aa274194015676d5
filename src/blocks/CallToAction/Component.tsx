import { Container } from '@/features/layout/Container'
import { EmailLinks } from '@/ui/EmailLinks'
import { TokenSeam } from '@/ui/TokenSeam'
import type { DraftBlock } from '../RenderBlocks'
import { ANCHOR_SCROLL_MARGIN } from '../shared/BlockSection'
import { ButtonRow } from '../shared/LinkButton'
import { SectionHeading } from '../shared/SectionHeading'

/** The closing band: a dark, brand-lit panel that asks for the next step. */
export function CallToAction({ block, anchor }: { block: DraftBlock<'cta'>; anchor?: string | null }) {
  return (
    <section id={anchor ?? undefined} className={`${ANCHOR_SCROLL_MARGIN} relative isolate overflow-hidden bg-slate-950 py-20 text-white desk:py-24`}>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_50%_100%,--alpha(var(--color-brand-500)/35%),transparent)]"
      />
      <Container className="text-center">
        <div className="mx-auto max-w-2xl">
          <SectionHeading heading={block.heading} intro={block.text ? <EmailLinks text={block.text} dark /> : null} dark />
          <ButtonRow links={[block.primary, block.secondary]} dark className="mt-8 justify-center" />
        </div>
      </Container>
      <TokenSeam className="absolute inset-x-0 top-0" />
    </section>
  )
}
