'use client'

import dynamic from 'next/dynamic'
import { useSyncExternalStore } from 'react'

import type { Integrations } from '../integrations/types'

/** leva and the panel are a chunk of their own, fetched only when a page is opened with ?debug. */
const DebugPanel = dynamic(() => import('./DebugPanel.client').then((module) => module.DebugPanel), { ssr: false })

const hasDebugParam = () => new URLSearchParams(window.location.search).has('debug')
const onHistory = (change: () => void) => {
  window.addEventListener('popstate', change)
  return () => window.removeEventListener('popstate', change)
}
const notOnServer = () => false

/**
 * The `debug` query parameter on any page reveals the debug panel. Read from the URL
 * itself: this host renders only in the browser, after hydration, and useSearchParams
 * would need a Suspense boundary. Back and forward are followed (popstate); a client-side
 * link keeps the decision until the next render of this host or the next full load.
 */
export function DebugPanelHost({ integrations }: { integrations: Integrations }) {
  const debug = useSyncExternalStore(onHistory, hasDebugParam, notOnServer)
  return debug ? <DebugPanel integrations={integrations} /> : null
}
