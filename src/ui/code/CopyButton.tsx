import { COPY_BUTTON_ATTRIBUTE } from './copyButtons'

/**
 * A code panel's copy button. It is plain markup: one click handler for every panel on the page
 * (copyButtons.ts, started with the client root just after hydration) copies the panel's code,
 * so no page ships a client component for it in its first-load JavaScript.
 */
export function CopyButton() {
  return (
    <button
      type="button"
      {...{ [COPY_BUTTON_ATTRIBUTE]: '' }}
      className="rounded-md px-2 py-1 text-xs font-medium text-slate-200 ring-1 ring-inset ring-white/20 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300"
    >
      <span aria-live="polite">Copy</span>
    </button>
  )
}
