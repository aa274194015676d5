import { BlockSection } from '@/blocks/shared/BlockSection'
import { buttonClass } from '@/ui/button'

import { FACTS, MISSION } from './whyJoin'

/**
 * The first band under the careers header: the mission as a large statement, why the work is
 * worth doing, the way down to the openings, and the company in four figures.
 */
export function Mission() {
  return (
    <BlockSection tinted={false} anchor="mission" className="grid gap-y-10 desk:grid-cols-12 desk:gap-x-12">
      <div className="desk:col-span-7">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Our mission</p>
        <h2 className="mt-3 text-display-split font-bold text-balance text-slate-900">{MISSION.statement}</h2>
      </div>
      <div className="desk:col-span-5 desk:pt-9">
        {MISSION.paragraphs.map((text) => (
          <p key={text} className="mt-4 text-lg text-pretty text-slate-600 first:mt-0">
            {text}
          </p>
        ))}
        <a href="#open-roles" className={buttonClass('primary', 'light', 'mt-8')}>
          See open roles
          <span aria-hidden="true">↓</span>
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-8 border-t border-slate-200 pt-10 desk:col-span-12 desk:grid-cols-4">
        {FACTS.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-slate-900 desk:text-4xl">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  )
}
