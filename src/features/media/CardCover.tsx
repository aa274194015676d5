import type { ComponentProps } from 'react'

import { MediaImage } from './MediaImage'

/**
 * A listing card's cover, full width above its text: sized for a third of the content column
 * on desktops, half on tablets and all of it on phones. `tile` is what shows behind (and
 * instead of) a missing image; `zoom` enlarges it slightly while the card is hovered.
 */
export function CardCover({
  media,
  tile,
  priority = false,
  zoom = false,
}: {
  media: ComponentProps<typeof MediaImage>['media']
  /** Aspect ratio and background of the frame. */
  tile: string
  priority?: boolean
  zoom?: boolean
}) {
  return (
    <div className={`${tile} overflow-hidden`}>
      <MediaImage
        media={media}
        sizes="(min-width: 1024px) 320px, (min-width: 769px) 50vw, 100vw"
        className={`h-full w-full object-cover${zoom ? ' transition duration-300 group-hover:scale-[1.02]' : ''}`}
        priority={priority}
      />
    </div>
  )
}
