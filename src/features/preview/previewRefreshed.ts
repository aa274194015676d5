/**
 * The window event the preview tools send each time they re-render the page after an admin
 * save (draft mode only; Payload's RefreshRouteOnSave checks the save came from this origin).
 * The site's error boundary retries on it. Visitors' pages carry only this name: the code that
 * hears the admin (and its message type) stays in the draft-mode island.
 */
const PREVIEW_REFRESHED = 'cipherwell:preview-refreshed'

export const announcePreviewRefreshed = () => window.dispatchEvent(new Event(PREVIEW_REFRESHED))

/** Calls `listener` after each such re-render; returns the unsubscribe function. */
export function onPreviewRefreshed(listener: () => void): () => void {
  window.addEventListener(PREVIEW_REFRESHED, listener)
  return () => window.removeEventListener(PREVIEW_REFRESHED, listener)
}
