'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useCallback } from 'react'

import { AdminBar } from './AdminBar.client'
import { PreviewIndicator } from './PreviewIndicator.client'
import { announcePreviewRefreshed } from './previewRefreshed'
import { useInFrame } from './useInFrame'

/**
 * Everything draft mode adds to a page, as one client island that the after-hydration shell
 * renders only in draft mode (LazyPreviewTools.client.tsx): visitors' pages never load it.
 * In the admin's live-preview pane the admin already frames the page, so only the refresh
 * on save runs there; the indicator and the admin bar show in a tab of their own.
 */
export function PreviewTools() {
  const router = useRouter()
  // The announcement lets a page that failed to render (the site's error boundary) retry too.
  const refresh = useCallback(() => {
    router.refresh()
    announcePreviewRefreshed()
  }, [router])
  return (
    <>
      {/* Payload's own: tells the admin the page is ready, then re-renders the draft on each
          save. It obeys only messages from the admin's origin, which is this app's. */}
      <RefreshRouteOnSave refresh={refresh} serverURL={typeof window === 'undefined' ? '' : window.location.origin} />
      {/* useSearchParams needs a boundary of its own; nothing here is rendered on the server anyway. */}
      <Suspense fallback={null}>
        <PreviewPanel />
      </Suspense>
    </>
  )
}

function PreviewPanel() {
  const inFrame = useInFrame()
  const pathname = usePathname()
  const search = useSearchParams().toString()
  if (inFrame !== false) return null
  const here = search ? `${pathname}?${search}` : pathname
  return (
    <div className="fixed bottom-4 left-4 z-[45] flex flex-col items-start gap-2">
      <AdminBar pathname={pathname} here={here} />
      <PreviewIndicator here={here} />
    </div>
  )
}
