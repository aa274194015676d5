/** The magnifier of every search control; decorative, the control carries the name. */
export function SearchIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
      <circle cx="8.75" cy="8.75" r="5.75" />
      <path d="M13 13l4 4" />
    </svg>
  )
}
