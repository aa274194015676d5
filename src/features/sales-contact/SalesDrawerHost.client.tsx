'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { interceptContactLinks } from './contactLinks'
import { getServerSnapshot, getSnapshot, subscribe } from './drawerStore'

// The drawer, its form, validation and captcha arrive on first open: every page carries
// this host, so it holds only the store subscription and the link listener.
const SalesDrawer = dynamic(() => import('./SalesDrawer.client').then((module) => module.SalesDrawer), { ssr: false })

export function SalesDrawerHost({ captchaSiteKey }: { captchaSiteKey: string }) {
  const config = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  // Once loaded, the drawer stays mounted so it can animate out when closed.
  const [loaded, setLoaded] = useState(false)
  if (config !== null && !loaded) setLoaded(true)

  useEffect(() => interceptContactLinks(), [])

  return loaded ? <SalesDrawer config={config} captchaSiteKey={captchaSiteKey} /> : null
}
