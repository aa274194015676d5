/** What the admin's live-preview pane posts to the page after every save and autosave. */
const SAVED = 'payload-document-event'

/**
 * Calls `listener` each time the admin saves the document this page previews. Only messages
 * from this origin count: the admin is this same app (Payload's RefreshRouteOnSave checks the
 * same). Returns the unsubscribe function.
 */
export function onPreviewSave(listener: () => void): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    const { data } = event
    if (event.origin !== window.location.origin || typeof data !== 'object' || data === null) return
    if ((data as { type?: unknown }).type === SAVED) listener()
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
}
