import { MediaImage } from '@/features/media/MediaImage'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { CheckIcon } from '../shared/CheckIcon'
import { LinkButton } from '../shared/LinkButton'
import { SectionHeading } from '../shared/SectionHeading'
import { blockPicture, HALF_WIDTH_IMAGE_SIZES } from '../shared/blockPicture'

/**
 * One idea told in text and points beside a drawing or an image, which the editor puts on
 * either side (without either, the points stand in the picture's place); on phones the picture
 * follows the text. Drawings are left out below 640 px,
 * where their labels would shrink below legible (as in the hero).
 */
export function SplitFeature({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'splitFeature'>
  tinted: boolean
  anchor?: string | null
}) {
  const { image, Visual } = blockPicture(block)
  // A tick beside nothing would claim a point: a draft's point shows once it is typed.
  const points = (block.points ?? []).flatMap((point) => (point?.text ? [point] : []))
  const hasPicture = Boolean(image || Visual)
  const pictureFirst = block.side === 'left' ? 'desk:order-first' : ''
  // Without a picture (each drawing belongs to one page's hero) the points take its place, as a
  // panel beside the text, so the block still reads as two halves rather than a lone column.
  const pointsBeside = !hasPicture && points.length > 0
  const list = points.length ? (
    <ul className={pointsBeside ? 'space-y-4' : 'mt-8 space-y-3'}>
      {points.map((point, index) => (
        <li key={point.id ?? index} className="flex gap-3 text-base text-slate-700">
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>{point.text}</span>
        </li>
      ))}
    </ul>
  ) : null
  return (
    <BlockSection
      tinted={tinted}
      anchor={anchor}
      className={`grid gap-12 ${hasPicture ? 'items-center desk:grid-cols-2 wide:gap-20' : pointsBeside ? 'items-start desk:grid-cols-2 wide:gap-20' : ''}`}
    >
      <div className="max-w-xl">
        {block.eyebrow ? <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-700">{block.eyebrow}</p> : null}
        <SectionHeading heading={block.heading} intro={block.text} preLine />
        {pointsBeside ? null : list}
        <LinkButton link={block.link} variant="secondary" className="mt-8" />
      </div>
      {pointsBeside ? (
        <div className={`rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200 desk:p-8 ${pictureFirst}`}>{list}</div>
      ) : null}
      {image ? (
        <MediaImage media={image} sizes={HALF_WIDTH_IMAGE_SIZES} className={`h-auto w-full rounded-card shadow-panel ring-1 ring-slate-200 ${pictureFirst}`} />
      ) : null}
      {Visual ? (
        <div className={`hidden rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:block desk:p-6 ${pictureFirst}`}>
          <Visual dark={false} />
        </div>
      ) : null}
    </BlockSection>
  )
}
