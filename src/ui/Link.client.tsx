'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * The site's link to its own pages: next/link, prefetching once the visitor shows intent
 * (pointer over it, a touch starting, keyboard focus) rather than as it scrolls into view. On
 * a phone, viewport prefetching fetched and parsed every linked page's data (home links to
 * five) while the page was still becoming interactive. Navigation stays client-side.
 *
 * Intent switches next/link's own prefetching on (the link is in view then, so it prefetches
 * at once); public API only, and it renders outside the app router too (unit tests, previews).
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...rest }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false)
  // The caller's own handler first, then prefetching is switched on.
  const withIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event)
      setIntent(true)
    }
  return (
    <NextLink
      prefetch={intent ? null : false}
      onMouseEnter={withIntent(onMouseEnter)}
      onTouchStart={withIntent(onTouchStart)}
      onFocus={withIntent(onFocus)}
      {...rest}
    />
  )
}
