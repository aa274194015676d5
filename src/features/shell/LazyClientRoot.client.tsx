'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { mustAsk } from '../consent/mustAsk'
import type { ClientRootProps } from './ClientRoot.client'
import { loadThen, onIntent } from '@/ui/firstIntent'
import { neededAtOnce } from './clientRootTiming'

const loadClientRoot = () => import('./ClientRoot.client')
const ClientRoot = dynamic(() => loadClientRoot().then((module) => module.ClientRoot), { ssr: false })

const noSubscription = () => () => {}
/** Decided once per page load: a later client-side navigation (dropping the query string) must not unmount the root. */
let loadAtOnce: boolean | undefined

/**
 * The client root (ClientRoot.client.tsx) is a chunk of its own, loaded after hydration when the
 * page needs it at once (clientRootTiming.ts: a preview, a query string, a third party configured,
 * a visitor to ask for consent) and otherwise on the visitor's first intent (a pointer moving, a
 * touch, a key, a scroll). So no page's first load, nor a visitor who only reads, pays for the
 * toaster, the overlay hosts or the consent code. Until it arrives, a contact link simply opens
 * the contact page and a search link the search page.
 */
export function LazyClientRoot(props: ClientRootProps) {
  const { integrations, preview } = props
  // False on the server and while hydrating; the browser's answer right after.
  const atOnce = useSyncExternalStore(
    noSubscription,
    () => (loadAtOnce ??= neededAtOnce({ integrations, preview, search: window.location.search })),
    () => false,
  )
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (atOnce) return
    let live = true
    // The chunk first, then the render: one that fails to load (offline) must not break the page.
    let stopLoading = () => {}
    const want = () => {
      stopLoading()
      stopLoading = loadThen(loadClientRoot, () => setWanted(true))
    }
    const stop = onIntent(want)
    void mustAsk().then((ask) => {
      if (!ask || !live) return
      stop()
      want()
    })
    return () => {
      live = false
      stop()
      stopLoading()
    }
  }, [atOnce])
  return atOnce || wanted ? <ClientRoot {...props} /> : null
}
