import { MOBILE_BREAKPOINT_PX } from '../shell/constants'

/** §9: the dialog animates for 0.3 s. */
export const DIALOG_ANIMATION_SECONDS = 0.3

/** §2: "up to 768 px" is narrow, so 768 itself slides vertically. */
export const NARROW_VIEWPORT_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`

/** Sideways on wide screens, vertical on narrow ones (§2). */
export type MotionAxis = 'x' | 'y'

/** §9 slide offsets: 100 px sideways, 20 px vertically. */
export function slideOffset(axis: MotionAxis): { x: number } | { y: number } {
  return axis === 'x' ? { x: 100 } : { y: 20 }
}
