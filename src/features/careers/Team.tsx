import { BlockSection } from '@/blocks/shared/BlockSection'
import { SectionHeading } from '@/blocks/shared/SectionHeading'

import { initials } from '@/lib/initials'

import { TEAM, TEAM_INTRO } from './teammates'

/** Avatar colours in turn: brand and slate only, each pair above 4.5:1. */
const TONES = [
  'bg-brand-100 text-brand-700',
  'bg-slate-900 text-white',
  'bg-brand-600 text-white',
  'bg-slate-200 text-slate-800',
] as const

/**
 * A few teammates: initials in a circle (no photos), name, role and office, and a line in their
 * own words. The initials are decoration; the name beside them is what is read.
 */
export function Team() {
  return (
    <BlockSection tinted={false} anchor="team">
      <SectionHeading heading="The team" intro={TEAM_INTRO} className="max-w-2xl" />
      <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 desk:grid-cols-3">
        {TEAM.map((person, index) => (
          <li key={person.name} className="flex flex-col rounded-card bg-white p-6 ring-1 ring-slate-200">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className={`flex size-12 flex-none items-center justify-center rounded-full text-base font-semibold tracking-wide ${TONES[index % TONES.length]}`}
              >
                {initials(person.name)}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{person.name}</h3>
                <p className="text-sm text-slate-600">{person.role}</p>
              </div>
            </div>
            <p className="mt-5 flex-1 leading-7 text-slate-700">“{person.quote}”</p>
            <p className="mt-5 text-sm font-medium text-slate-600">{person.location}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
