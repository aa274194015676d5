'use client'

import { useEffect, useState } from 'react'

import { PageAnalytics } from '../analytics/PageAnalytics.client'
import { ConsentHost } from '../consent/ConsentHost.client'
import { resolveConsent } from '../consent/consentStore'
import { DebugPanelHost } from '../debug-panel/DebugPanelHost.client'
import { startIntegrations } from '../integrations/startIntegrations'
import { startCopyButtons } from '@/ui/code/copyButtons'
import type { Integrations } from '../integrations/types'
import { LazyPreviewTools } from '../preview/LazyPreviewTools.client'
import { OverlayHosts } from './OverlayHosts.client'
import { prepareClient } from './startClient'
import { Toaster } from './Toaster.client'

/**
 * The one client root, after hydration or on the visitor's first intent (see LazyClientRoot.client.tsx). It starts the page's
 * client code once, in the order startClient.ts gives (consent and attribution before anything
 * renders; once the consent is settled, the banner and the integrations; the code panels' copy
 * buttons at once), and renders what the
 * shell adds once the page is interactive: the toaster, the consent banner, the overlay hosts,
 * the debug panel, Plausible's provider and, in draft mode, the preview tools.
 */
export type ClientRootProps = {
  captchaSiteKey: string
  calendlyUrl: string
  cookieDomain?: string
  integrations: Integrations
  /** Draft mode is on: an editor is previewing. */
  preview: boolean
}

export function ClientRoot({ captchaSiteKey, calendlyUrl, cookieDomain, integrations, preview }: ClientRootProps) {
  // Once per mount, before the hosts below render; this root renders only in the browser.
  useState(() => prepareClient(cookieDomain))
  const [consentSettled, setConsentSettled] = useState(false)
  useEffect(() => {
    let mounted = true
    void resolveConsent().then(() => mounted && setConsentSettled(true))
    return () => {
      mounted = false
    }
  }, [])
  useEffect(
    () => (consentSettled ? startIntegrations(integrations, cookieDomain) : undefined),
    [consentSettled, integrations, cookieDomain],
  )
  useEffect(() => startCopyButtons(), [])
  return (
    <>
      <Toaster />
      {consentSettled && <ConsentHost />}
      <OverlayHosts captchaSiteKey={captchaSiteKey} calendlyUrl={calendlyUrl} />
      <DebugPanelHost integrations={integrations} />
      {integrations.plausibleScriptUrl && <PageAnalytics />}
      {preview && <LazyPreviewTools />}
    </>
  )
}
