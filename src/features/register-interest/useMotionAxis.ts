import { useSyncExternalStore } from 'react'

import { NARROW_VIEWPORT_QUERY, type MotionAxis } from './slideIn'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_VIEWPORT_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const isNarrow = () => window.matchMedia(NARROW_VIEWPORT_QUERY).matches

/** The axis the dialog slides along, following the viewport as it is resized or rotated. */
export function useMotionAxis(): MotionAxis {
  // The dialog only renders in the browser; the server value exists to satisfy the hook's contract.
  return useSyncExternalStore(subscribe, isNarrow, () => false) ? 'y' : 'x'
}
