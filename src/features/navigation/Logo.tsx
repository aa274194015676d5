/** The wordmark: a keyhole shield and the brand name. */
export function Logo({ brandName }: { brandName: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <path d="M16 2l12 5v8c0 7.5-5.2 12.8-12 15-6.8-2.2-12-7.5-12-15V7z" className="fill-brand-500" />
        <circle cx="16" cy="14" r="3.5" fill="#fff" />
        <path d="M14.5 16.5h3l1 6h-5z" fill="#fff" />
      </svg>
      {brandName}
    </span>
  )
}
