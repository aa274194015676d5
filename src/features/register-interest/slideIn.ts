import { MOBILE_BREAKPOINT_PX } from '@/ui/layoutConstants'

/** The dialog animates for 0.3 s. */
export const DIALOG_ANIMATION_SECONDS = 0.3

/** "Up to 768 px" is narrow, so 768 itself slides vertically. */
export const NARROW_VIEWPORT_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`

/** Sideways on wide screens, vertical on narrow ones. */
export type MotionAxis = 'x' | 'y'

/** Slide offsets: 100 px sideways, 20 px vertically. */
export function slideOffset(axis: MotionAxis): { x: number } | { y: number } {
  return axis === 'x' ? { x: 100 } : { y: 20 }
}
