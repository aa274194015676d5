import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { Media } from '@/cms/payload-types'

/**
 * A CMS image: next/image's optimised sources (srcset from the image optimiser, width and
 * height against layout shift, lazy loading) rendered as a plain <img> on the server.
 * `getImageProps` rather than <Image>: <Image> is a client component, and as the only one of
 * its kind it put next/image's runtime in every page's first-load JavaScript for what the
 * browser does itself. `sizes` says how wide it is shown, so the browser picks the
 * smallest file that is sharp enough. A `priority` image (the page's largest, above the fold)
 * loads eagerly, first, and is preloaded from the document head as <Image priority> did.
 * A missing or unpopulated upload renders nothing.
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
  const size = fill ? { fill: true } : { width: media.width ?? 1200, height: media.height ?? 630 }
  const { props } = getImageProps({
    src: media.url,
    alt: media.alt,
    sizes,
    className,
    ...size,
    ...(priority && { preload: true, fetchPriority: 'high' as const }),
  })
  if (priority) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element -- the optimised <img> next/image would render, without its client runtime
  return <img {...props} alt={media.alt} />
}
