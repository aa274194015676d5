'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Re-renders the page on the server each time the editor saves or autosaves in the admin's
 * live-preview pane, so the pane shows the new draft.
 *
 * Hand-written because `@payloadcms/live-preview-react` (its `RefreshRouteOnSave`) is
 * published only up to 3.90.1, and Payload refuses to start beside an @payloadcms package of
 * another version than its own 3.90.2. It follows the same protocol as Payload 3.90's
 * packages/live-preview (`ready.ts`, `isDocumentEvent.ts`) and the admin's side in
 * @payloadcms/ui (providers/LivePreview, elements/LivePreview/Window):
 * - on mount, post `{ type: 'payload-live-preview', ready: true }` to the window that opened
 *   or embeds this page (`window.opener || window.parent`), targeted at the admin's origin;
 *   until it arrives the admin sends nothing;
 * - on every save, the admin posts `{ type: 'payload-document-event' }` here; only messages
 *   from the admin's origin are obeyed, and they carry no data: the refresh reads the draft.
 * The admin is served by this same app, so its origin is ours.
 */
export function RefreshOnSave() {
  const router = useRouter()

  useEffect(() => {
    const adminOrigin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== adminOrigin) return
      const data: unknown = event.data
      if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'payload-document-event') {
        router.refresh()
      }
    }
    window.addEventListener('message', onMessage)
    const host: Window | null = window.opener ?? (window.parent !== window ? window.parent : null)
    host?.postMessage({ type: 'payload-live-preview', ready: true }, adminOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])

  return null
}
