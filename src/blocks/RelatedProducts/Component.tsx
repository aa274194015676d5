import { LinkCard } from '@/ui/LinkCard'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'
import { relatedCards } from './relatedCards'

const COLUMNS: Record<number, string> = { 1: '', 2: 'sm:grid-cols-2', 3: 'desk:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }

/** Product pages an editor picked, each a card with its name and the first sentence of its description. */
export function RelatedProducts({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'relatedProducts'>
  tinted: boolean
  anchor?: string | null
}) {
  const cards = relatedCards(block.products)
  if (!cards.length) return null
  return (
    <BlockSection tinted={tinted} anchor={anchor}>
      <SectionHeading heading={block.heading || 'Related products'} intro={block.intro} className="max-w-2xl" />
      <ul className={`mt-10 grid grid-cols-1 gap-6 ${COLUMNS[cards.length] ?? ''}`}>
        {cards.map((card) => (
          <li key={card.href}>
            <LinkCard href={card.href} title={card.title} heading="h3" titleClassName="text-xl">
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{card.summary}</p>
              <p aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
                Learn more →
              </p>
            </LinkCard>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
