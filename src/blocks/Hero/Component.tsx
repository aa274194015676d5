import { EmailCapture } from '@/features/demo-booking/EmailCapture'
import { Container } from '@/features/layout/Container'
import { MediaImage } from '@/features/media/MediaImage'
import { EmailLinks } from '@/ui/EmailLinks'
import { TokenSeam } from '@/ui/TokenSeam'
import { COMPACT_VISUAL_COMPONENTS } from '@/ui/visuals'
import type { DraftBlock } from '../RenderBlocks'
import { ANCHOR_SCROLL_MARGIN } from '../shared/BlockSection'
import { ButtonRow } from '../shared/LinkButton'
import { blockPicture, HALF_WIDTH_IMAGE_SIZES } from '../shared/blockPicture'

/**
 * The page's opening band and, when it is the page's first hero, its h1. Dark unless the
 * page chose the light header, so that header and hero read as one surface. A draft's hero
 * without its heading yet has no empty heading element.
 */
export function Hero({
  block,
  light,
  pageTitle,
  anchor,
}: {
  block: DraftBlock<'hero'>
  light: boolean
  pageTitle: boolean
  anchor?: string | null
}) {
  const Heading = pageTitle ? 'h1' : 'h2'
  const { image, Visual } = blockPicture(block)
  // The drawings' labels are sized for at least ~460 px of width: beside the text from 1024 px,
  // under it from 640 px. Below 640 px they would shrink to 6-9 px, so phones get each drawing's
  // compact version (ui/visuals/index.ts) under the buttons. Both are in the markup and CSS shows
  // one, no script. The compact one is at most 22rem (352 px) wide, under ~320 px tall even on a
  // phone held sideways; phones also get less padding and gap, so more of it makes the first screen.
  const Compact = Visual && block.visual ? COMPACT_VISUAL_COMPONENTS[block.visual] : null
  const columns = image ? 'desk:grid-cols-2' : Visual ? 'lg:grid-cols-2' : ''
  return (
    <section
      id={anchor ?? undefined}
      className={`${ANCHOR_SCROLL_MARGIN} relative isolate overflow-hidden ${light ? 'border-b border-slate-200 bg-slate-50 text-slate-900' : 'bg-slate-950 text-white'}`}
    >
      {light ? null : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_60%_at_20%_0%,--alpha(var(--color-brand-500)/30%),transparent)]"
        />
      )}
      <Container className={`grid items-center gap-10 py-14 sm:gap-12 sm:py-20 desk:py-28 ${columns}`}>
        <div className={image ? '' : Visual ? 'max-w-3xl lg:max-w-none' : 'max-w-3xl'}>
          {block.eyebrow ? (
            <p className={`mb-4 text-sm font-semibold uppercase tracking-wider ${light ? 'text-brand-700' : 'text-brand-300'}`}>
              {block.eyebrow}
            </p>
          ) : null}
          {block.heading ? (
            <Heading className={`font-bold text-balance ${Visual || image ? 'text-display-split' : 'text-display'}`}>{block.heading}</Heading>
          ) : null}
          {block.text ? (
            <p className={`mt-6 text-lg leading-8 ${light ? 'text-slate-600' : 'text-slate-300'}`}>
              <EmailLinks text={block.text} dark={!light} />
            </p>
          ) : null}
          <ButtonRow links={[block.primary, block.secondary]} dark={!light} className="mt-8" />
          {block.emailCapture ? <EmailCapture dark={!light} className="mt-8" /> : null}
        </div>
        {image ? (
          <MediaImage
            media={image}
            priority
            sizes={HALF_WIDTH_IMAGE_SIZES}
            className={`h-auto w-full rounded-2xl shadow-2xl ring-1 ${light ? 'ring-slate-200' : 'ring-white/10'}`}
          />
        ) : null}
        {Visual ? (
          <div className="w-full max-w-xl justify-self-center lg:justify-self-end">
            {Compact ? (
              <div className="mx-auto max-w-88 sm:hidden">
                <Compact dark={!light} />
              </div>
            ) : null}
            <div className="hidden sm:block">
              <Visual dark={!light} />
            </div>
          </div>
        ) : null}
      </Container>
      <TokenSeam dark={!light} className="absolute inset-x-0 bottom-0" />
    </section>
  )
}
