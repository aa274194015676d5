import { ICON_PATHS, type IconName } from '@/lib/icons'
import { PathIcon } from './PathIcon'

/** An icon by name, for server components and lazily loaded client code (see PathIcon). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <PathIcon d={ICON_PATHS[name]} className={className} />
}
