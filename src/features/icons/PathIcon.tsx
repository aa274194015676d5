import { ICON_SVG } from '@/lib/iconSvg'

/**
 * A 24×24 stroke icon from its path; decorative, so hidden from assistive technology. A module
 * of its own, apart from the icon table: client components (the navigation) draw from a path in
 * their data and so never ship the table in their JavaScript.
 */
export function PathIcon({ d, className = 'size-5' }: { d: string; className?: string }) {
  return (
    <svg {...ICON_SVG} className={className} aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  )
}
