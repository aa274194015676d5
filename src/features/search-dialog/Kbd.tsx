import type { ReactNode } from 'react'

/** A key as printed on a keycap; `label` names glyphs (↑, ↵) for screen readers. */
export function Kbd({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <kbd className="inline-flex h-5 min-w-5 items-center justify-center rounded border border-slate-300 bg-white px-1 font-sans text-[11px] font-medium leading-none text-slate-700 shadow-[0_1px_0_rgb(15_23_42/0.08)]">
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        children
      )}
    </kbd>
  )
}

/** The footer's reminder of the keys; hidden on phones, which have none of them. */
export function KeyHints() {
  return (
    <div className="hidden flex-none items-center gap-5 border-t border-slate-200 bg-slate-50 px-5 py-2.5 text-xs text-slate-600 sm:flex">
      <span className="flex items-center gap-1.5">
        <Kbd label="Up arrow">↑</Kbd>
        <Kbd label="Down arrow">↓</Kbd>
        to navigate
      </span>
      <span className="flex items-center gap-1.5">
        <Kbd label="Enter">↵</Kbd>
        to open
      </span>
      <span className="flex items-center gap-1.5">
        <Kbd>esc</Kbd>
        to close
      </span>
    </div>
  )
}
