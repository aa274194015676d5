import type { ReactNode } from 'react'

import { CODE_FRAME } from '@/ui/code/codeFrame'

/** The monospace metrics every playground panel shares; the editor's overlay depends on them matching. */
export const CODE_TEXT = 'font-mono text-[13px] leading-6'

/**
 * A dark code panel as the site's code samples draw one (the same frame and title bar), for
 * the playgrounds' JSON: what the visitor edits, what an API receives or answers.
 */
export function DarkPanel({ title, badge, className = '', children }: { title: ReactNode; badge?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={`min-w-0 overflow-hidden ${CODE_FRAME} ${className}`}>
      <div className="flex min-h-11 items-center gap-3 border-b border-white/10 px-4 py-2">
        <span aria-hidden="true" className="hidden shrink-0 gap-1.5 sm:flex">
          <span className="size-2.5 rounded-full bg-slate-700" />
          <span className="size-2.5 rounded-full bg-slate-700" />
          <span className="size-2.5 rounded-full bg-slate-700" />
        </span>
        <span className="min-w-0 font-mono text-xs [overflow-wrap:anywhere] text-slate-300">{title}</span>
        {badge ? <span className="ml-auto shrink-0">{badge}</span> : null}
      </div>
      {children}
    </div>
  )
}

/**
 * Read-only code that wraps inside its panel rather than scrolling: the playgrounds' answers are
 * short, and a wrapped line reads better on a phone than one that hides its end.
 */
export function CodeBlock({ className = '', children }: { className?: string; children: ReactNode }) {
  return <pre className={`relative m-0 bg-transparent p-4 whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere] ${CODE_TEXT} ${className}`}>{children}</pre>
}

/** A short status pill for a panel's title bar: good news emerald, bad news rose, both in words. */
export function StatusPill({ tone, children }: { tone: 'good' | 'bad' | 'quiet'; children: ReactNode }) {
  const colours = {
    good: 'bg-emerald-400/15 text-emerald-200 ring-emerald-400/30',
    bad: 'bg-rose-400/15 text-rose-200 ring-rose-400/30',
    quiet: 'bg-white/10 text-slate-200 ring-white/15',
  }
  return <span className={`rounded px-2 py-0.5 font-mono text-xs font-medium ring-1 ring-inset ${colours[tone]}`}>{children}</span>
}
