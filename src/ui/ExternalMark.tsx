/** Marks a link that leaves the site (docs, the API reference): the arrow readers know from the rest of the web. */
export function ExternalMark() {
  return (
    <svg viewBox="0 0 12 12" className="inline size-2.5 shrink-0 opacity-60" aria-hidden="true" data-external-mark>
      <path d="M4 2.5h5.5V8M9.5 2.5L3 9" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}
