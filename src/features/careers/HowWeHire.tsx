import { BlockSection } from '@/blocks/shared/BlockSection'
import { SectionHeading } from '@/blocks/shared/SectionHeading'
import { EmailLinks } from '@/ui/EmailLinks'

import { HIRING_ADJUSTMENTS, HIRING_INTRO, HIRING_STEPS } from './hiringSteps'

/**
 * The hiring process as numbered steps joined by a line, each with how long it takes. The list
 * is an <ol>, so the drawn numbers are hidden from screen readers, which count the items themselves.
 */
export function HowWeHire() {
  return (
    <BlockSection tinted anchor="how-we-hire" className="grid gap-y-12 desk:grid-cols-12 desk:gap-x-12">
      <div className="desk:col-span-5">
        <SectionHeading heading="How we hire" intro={HIRING_INTRO} />
        <p className="mt-6 text-slate-600">
          <EmailLinks text={HIRING_ADJUSTMENTS} />
        </p>
      </div>
      <ol className="desk:col-span-7">
        {HIRING_STEPS.map((step, index) => (
          <li
            key={step.title}
            className="relative flex gap-5 pb-10 last:pb-0 before:absolute before:top-11 before:bottom-1 before:left-[1.1875rem] before:w-px before:bg-slate-300 last:before:hidden"
          >
            <span
              aria-hidden="true"
              className="flex size-10 flex-none items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0 pt-1.5">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h3 className="text-lg font-semibold tracking-tight text-slate-900">{step.title}</h3>
                <p className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-100 ring-inset">{step.duration}</p>
              </div>
              <p className="mt-2 leading-7 text-slate-600">
                <EmailLinks text={step.text} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </BlockSection>
  )
}
