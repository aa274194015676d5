import type { CallToActionBlock } from '@/cms/payload-types'
import { Container } from '@/features/layout/Container'
import { EmailLinks } from '@/ui/EmailLinks'
import { ButtonRow } from '../shared/LinkButton'

/** The closing band: a dark, brand-lit panel that asks for the next step. */
export function CallToAction({ block }: { block: CallToActionBlock }) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-950 py-20 text-white desk:py-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_50%_100%,--alpha(var(--color-brand-500)/35%),transparent)]"
      />
      <Container className="text-center">
        <div className="mx-auto max-w-2xl">
          <h2 className="text-3xl font-bold tracking-tight text-balance desk:text-4xl">{block.heading}</h2>
          {block.text ? <p className="mt-4 text-lg text-slate-300">
              <EmailLinks text={block.text} dark />
            </p> : null}
          <ButtonRow links={[block.primary, block.secondary]} dark className="mt-8 justify-center" />
        </div>
      </Container>
    </section>
  )
}
