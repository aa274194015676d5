import { BlockSection } from '@/blocks/shared/BlockSection'
import { SectionHeading } from '@/blocks/shared/SectionHeading'

import { VALUES } from './whyJoin'

/** What we value: four habits, each a title and a sentence or two, under a rule rather than in a card. */
export function Values() {
  return (
    <BlockSection tinted anchor="values">
      <SectionHeading
        heading="What we value"
        intro="Four habits we hire for, and hold each other to once you are here."
        className="max-w-2xl"
      />
      <ul className="mt-12 grid grid-cols-1 gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map((value) => (
          <li key={value.title} className="border-t-2 border-brand-600 pt-5">
            <h3 className="text-lg font-semibold tracking-tight text-slate-900">{value.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{value.text}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
