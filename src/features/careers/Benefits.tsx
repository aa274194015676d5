import { BlockSection } from '@/blocks/shared/BlockSection'
import { SectionHeading } from '@/blocks/shared/SectionHeading'
import { PathIcon } from '@/features/icons/PathIcon'

import { BENEFITS, BENEFITS_ALSO } from './whyJoin'

/** Benefits as cards with an icon, as the feature grid draws them, and the rest in a line below. */
export function Benefits() {
  return (
    <BlockSection tinted={false} anchor="benefits">
      <SectionHeading
        heading="Benefits"
        intro="The same in every office and for every remote role, whatever your level."
        className="max-w-2xl"
      />
      <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 desk:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="rounded-card bg-white p-6 ring-1 ring-slate-200">
            <span className="mb-4 inline-flex size-10 items-center justify-center rounded-lg bg-brand-600/10 text-brand-700">
              <PathIcon d={benefit.icon} className="size-5" />
            </span>
            <h3 className="text-lg font-semibold tracking-tight text-slate-900">{benefit.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{benefit.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-slate-600">{BENEFITS_ALSO}</p>
    </BlockSection>
  )
}
