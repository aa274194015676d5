'use client'

import type { ReactNode } from 'react'

import { useTabs } from '@/ui/useTabs'

/**
 * One plan of the comparison at a time, chosen with WAI-ARIA tabs (arrow keys, Home and End, one
 * tab stop). The panels arrive rendered by the server: this island only remembers which one shows.
 */
export function PlanTabs({ label, plans, children }: { label: string; plans: string[]; children: ReactNode[] }) {
  const { selected, list, tab, panel } = useTabs(plans.length)

  return (
    <>
      <div {...list} aria-label={label} className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
        {plans.map((plan, index) => (
          <button
            key={index}
            {...tab(index)}
            className="flex-auto rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-card"
          >
            {plan}
          </button>
        ))}
      </div>
      {children.map((content, index) => (
        // Focusable, as its rows hold nothing that is: Tab from the tabs reaches the values.
        <div
          key={index}
          {...panel(index)}
          tabIndex={0}
          hidden={index !== selected}
          className="mt-4 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {content}
        </div>
      ))}
    </>
  )
}
