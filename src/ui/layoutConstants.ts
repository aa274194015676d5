/** The spec's layout constants, shared by components, CSS and tests. */
export const BANNER_OFFSET_PX = 60
export const MOBILE_BREAKPOINT_PX = 768
export const NAV_CTA_SCROLL_THRESHOLD_PX = 100
/** Radix NavigationMenu closes 150 ms after the pointer leaves; this is its own timer. */
export const NAV_HOVER_CLOSE_DELAY_MS = 150
export const NAV_SKIP_DELAY_MS = 300
export const TOAST_OFFSET_PX = 32
export const TOAST_MAX_WIDTH_PX = 350
