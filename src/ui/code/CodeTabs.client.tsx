'use client'

import type { ReactNode } from 'react'

import { useTabs } from '../useTabs'
import { CODE_FRAME } from './codeFrame'

// Only where scripts run: without them the tab list is hidden and every panel shows, stacked.
const SCRIPTED_ONLY = 'hidden [@media(scripting:enabled)]:flex'
const HIDDEN_WHEN_SCRIPTED = '[@media(scripting:enabled)]:hidden'

/**
 * Tabs over panels the server rendered (WAI-ARIA tabs: arrow keys, Home and End, one tab in
 * the tab order). The panels arrive as children, so no highlighter or code reaches the browser
 * beyond what the page already shows.
 */
export function CodeTabs({ label, tabs, children }: { label: string; tabs: string[]; children: ReactNode[] }) {
  const { selected, list, tab, panel } = useTabs(tabs.length)

  return (
    <div className={`min-w-0 overflow-hidden ${CODE_FRAME}`}>
      <div {...list} aria-label={label} className={`${SCRIPTED_ONLY} gap-1 overflow-x-auto border-b border-white/10 px-2`}>
        {tabs.map((name, index) => (
          <button
            key={index}
            {...tab(index)}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-3 text-sm font-medium text-slate-400 hover:text-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-300 aria-selected:border-brand-400 aria-selected:text-white"
          >
            {name}
          </button>
        ))}
      </div>
      {children.map((content, index) => (
        <div key={index} {...panel(index)} className={index === selected ? undefined : HIDDEN_WHEN_SCRIPTED}>
          {content}
        </div>
      ))}
    </div>
  )
}
