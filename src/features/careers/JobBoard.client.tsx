'use client'

import { Link } from '@/ui/Link.client'
import { useId, useState } from 'react'

import { countMatching, matchesLocation, resultMessage, type DepartmentGroup } from './jobs'

/**
 * The careers list with its location filter. The server renders every job (the state starts
 * at "all"), so without JavaScript the full list shows and the filter, which could do
 * nothing, is hidden by the `noscript:` variant. Filtering hides jobs, and departments left
 * empty, with the `hidden` attribute; the count is a polite live region. Departments are h3s
 * under the careers page's "Open roles" h2.
 */
export function JobBoard({ groups, locations }: { groups: DepartmentGroup[]; locations: string[] }) {
  const [location, setLocation] = useState('')
  const selectId = useId()
  const count = countMatching(groups, location)
  return (
    <div>
      <div className="flex flex-col gap-3 border-b border-slate-200 pb-6 desk:flex-row desk:items-center desk:justify-between">
        <p role="status" aria-live="polite" className="font-medium text-slate-700">
          {resultMessage(count, location)}
        </p>
        <div className="flex items-center gap-3 noscript:hidden">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            Location
          </label>
          <select
            id={selectId}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <option value="">All locations</option>
            {locations.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {groups.map((group) => {
        const visible = group.jobs.some((job) => matchesLocation(job, location))
        return (
          <section key={group.department} hidden={!visible} className="pt-10">
            <h3 className="text-xl font-semibold tracking-tight text-slate-900">{group.label}</h3>
            <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white">
              {group.jobs.map((job) => (
                <li key={job.slug} hidden={!matchesLocation(job, location)} className="relative p-5 hover:bg-slate-50">
                  <Link
                    href={`/careers/${job.slug}`}
                    className="font-semibold text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
                  >
                    {job.title}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600">
                    {job.location} · {job.employmentType}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
