'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { CODE_FRAME } from './codeFrame'
import { tabForKey } from './tabKeys'

// Only where scripts run: without them the tab list is hidden and every panel shows, stacked.
const SCRIPTED_ONLY = 'hidden [@media(scripting:enabled)]:flex'
const HIDDEN_WHEN_SCRIPTED = '[@media(scripting:enabled)]:hidden'

/**
 * Tabs over panels the server rendered (WAI-ARIA tabs: arrow keys, Home and End, one tab in
 * the tab order). The panels arrive as children, so no highlighter or code reaches the browser
 * beyond what the page already shows.
 */
export function CodeTabs({ label, tabs, children }: { label: string; tabs: string[]; children: ReactNode[] }) {
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()

  function onKeyDown(event: KeyboardEvent) {
    const next = tabForKey(event.key, selected, tabs.length)
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className={`min-w-0 overflow-hidden ${CODE_FRAME}`}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={`${SCRIPTED_ONLY} gap-1 overflow-x-auto border-b border-white/10 px-2`}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(button) => {
              buttons.current[index] = button
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-3 text-sm font-medium text-slate-400 hover:text-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-300 aria-selected:border-brand-400 aria-selected:text-white"
          >
            {tab}
          </button>
        ))}
      </div>
      {children.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          className={index === selected ? undefined : HIDDEN_WHEN_SCRIPTED}
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
