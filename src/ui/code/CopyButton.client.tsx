'use client'

import { useState } from 'react'

/** Copies the sample to the clipboard; the label change is announced politely. */
export function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false)

  function copy() {
    // A refused clipboard (insecure context, denied permission) leaves the text selectable by hand.
    navigator.clipboard.writeText(code).then(
      () => {
        setCopied(true)
        setTimeout(() => setCopied(false), 2000)
      },
      () => {},
    )
  }

  return (
    <button
      type="button"
      onClick={copy}
      className="rounded-md px-2 py-1 text-xs font-medium text-slate-200 ring-1 ring-inset ring-white/20 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300"
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  )
}
