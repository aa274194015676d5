import Image from 'next/image'

import type { Media } from '@/cms/payload-types'

/**
 * A CMS image through next/image. `sizes` says how wide it is shown, so the browser
 * picks the smallest file that is sharp enough. A missing or unpopulated upload renders nothing.
 */
export function MediaImage({
  media,
  sizes,
  className,
  priority = false,
  fill = false,
}: {
  media: Media | number | null | undefined
  sizes: string
  className?: string
  priority?: boolean
  fill?: boolean
}) {
  if (!media || typeof media === 'number' || !media.url) return null
  const common = { src: media.url, sizes, className, priority }
  if (fill) return <Image {...common} alt={media.alt} fill />
  return <Image {...common} alt={media.alt} width={media.width ?? 1200} height={media.height ?? 630} />
}
