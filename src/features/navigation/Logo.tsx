import { BRAND_MARK_SHAPE } from '@/lib/brandMark'

/** The wordmark: a keyhole shield and the brand name. */
export function Logo({ brandName }: { brandName: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <svg viewBox={`0 0 ${BRAND_MARK_SHAPE.box} ${BRAND_MARK_SHAPE.box}`} className="size-8" aria-hidden="true">
        <path d={BRAND_MARK_SHAPE.shield} className="fill-brand-500" />
        <path d={BRAND_MARK_SHAPE.keyhole} fill="#fff" />
      </svg>
      {brandName}
    </span>
  )
}
