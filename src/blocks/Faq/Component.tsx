import { JsonLd } from '@/features/seo/JsonLd'
import { EmailLinks } from '@/ui/EmailLinks'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'
import { faqJsonLd } from './faqJsonLd'

/**
 * Questions as native <details>: keyboard and screen-reader support with no JavaScript. A
 * draft's question is shown once it is typed, its answer once that is; an item with no
 * question yet has nothing to open.
 */
export function Faq({ block, tinted, anchor }: { block: DraftBlock<'faq'>; tinted: boolean; anchor?: string | null }) {
  const items = (block.items ?? []).flatMap((item) => (item?.question ? [{ ...item, question: item.question }] : []))
  const structuredData = faqJsonLd(block.items)
  return (
    <BlockSection tinted={tinted} anchor={anchor}>
      {/* Heading beside the questions from desktop up, so the band keeps the page's left edge. */}
      <div className="grid gap-10 desk:grid-cols-3 desk:gap-12">
        <SectionHeading heading={block.heading} className="min-w-0" />
        {items.length > 0 ? (
          <div className="divide-y divide-slate-200 border-y border-slate-200 desk:col-span-2">
            {items.map((item, index) => (
              <details key={item.id ?? index} className="group">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-5 text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="mt-0.5 size-5 flex-none stroke-brand-700 transition-transform group-open:rotate-45"
                  >
                    <path d="M10 4v12M4 10h12" fill="none" strokeWidth="1.8" strokeLinecap="round" />
                  </svg>
                </summary>
                {item.answer ? (
                  <p className="pb-5 pr-11 whitespace-pre-line text-slate-600">
                    <EmailLinks text={item.answer} />
                  </p>
                ) : null}
              </details>
            ))}
          </div>
        ) : null}
      </div>
      {structuredData ? <JsonLd data={structuredData} /> : null}
    </BlockSection>
  )
}
