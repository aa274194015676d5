import { ICON_PATHS, ICON_SVG, type IconName } from '@/lib/icons'

/** Simple 24×24 stroke icons; decorative, so hidden from assistive technology. */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg {...ICON_SVG} className={className} aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  )
}
