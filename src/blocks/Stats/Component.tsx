import { Container } from '@/features/layout/Container'
import { statColumns } from '@/ui/statColumns'
import type { DraftBlock } from '../RenderBlocks'
import { ANCHOR_SCROLL_MARGIN } from '../shared/BlockSection'

/**
 * Key figures on a dark band, with an optional footnote for their source. Each pair is a dt/dd;
 * the value is drawn first but read after its label. A draft's figure shows once it has a value
 * or a label; a draft with neither figures nor heading yet shows no empty band.
 */
export function Stats({ block, anchor }: { block: DraftBlock<'stats'>; anchor?: string | null }) {
  const items = (block.items ?? []).flatMap((item) => (item?.value || item?.label ? [item] : []))
  if (items.length === 0 && !block.heading) return null
  return (
    <section id={anchor ?? undefined} className={`${ANCHOR_SCROLL_MARGIN} border-t border-white/10 bg-slate-950 py-16 text-white desk:py-20`}>
      <Container>
        {block.heading ? (
          <h2 className="mb-12 text-center text-3xl font-bold tracking-tight text-balance desk:text-4xl">{block.heading}</h2>
        ) : null}
        {items.length > 0 ? (
          <dl className={`grid gap-x-4 gap-y-10 text-center sm:gap-x-8 ${statColumns(items.length)}`}>
            {items.map((item, index) => (
              <div key={item.id ?? index} className="flex flex-col-reverse justify-end gap-2">
                <dt className="text-sm text-slate-300">{item.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl desk:text-5xl">{item.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {block.footnote ? <p className="mx-auto mt-12 max-w-2xl text-center text-xs text-slate-400">{block.footnote}</p> : null}
      </Container>
    </section>
  )
}
