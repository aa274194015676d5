import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * Whether this page is inside a frame (the admin's live-preview pane), or null until the
 * browser can tell: the server cannot know, so nothing frame-dependent is rendered before
 * hydration and the pane never flashes the preview tools.
 */
export const useInFrame = (): boolean | null =>
  useSyncExternalStore(
    neverChanges,
    () => window.self !== window.top,
    () => null,
  )
