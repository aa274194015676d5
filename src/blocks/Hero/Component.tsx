import { EmailCapture } from '@/features/demo-booking/EmailCapture'
import { Container } from '@/features/layout/Container'
import { MediaImage } from '@/features/media/MediaImage'
import { EmailLinks } from '@/ui/EmailLinks'
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
  // under it from 640 px, and left out on phones held upright, where they would shrink below legible.
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
      <Container className={`grid items-center gap-12 py-20 desk:py-28 ${columns}`}>
        <div className={image ? '' : Visual ? 'max-w-3xl lg:max-w-none' : 'max-w-3xl'}>
          {block.eyebrow ? (
            <p className={`mb-4 text-sm font-semibold uppercase tracking-wider ${light ? 'text-brand-700' : 'text-brand-300'}`}>
              {block.eyebrow}
            </p>
          ) : null}
          {block.heading ? (
            <Heading className={`text-4xl font-bold tracking-tight text-balance desk:text-6xl ${Visual ? 'lg:text-5xl xl:text-6xl' : ''}`}>{block.heading}</Heading>
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
          <div className="hidden w-full max-w-xl justify-self-center sm:block lg:justify-self-end">
            <Visual dark={!light} />
          </div>
        ) : null}
      </Container>
    </section>
  )
}
