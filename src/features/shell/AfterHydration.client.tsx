'use client'

import { PageAnalytics } from '../analytics/PageAnalytics.client'
import { ConsentHost } from '../consent/ConsentHost.client'
import { DebugPanelHost } from '../debug-panel/DebugPanelHost.client'
import { LazyPreviewTools } from '../preview/LazyPreviewTools.client'
import { IntegrationsHost } from '../integrations/IntegrationsHost.client'
import type { Integrations } from '../integrations/types'
import { OverlayHosts } from './OverlayHosts.client'
import { Toaster } from './Toaster.client'

/** Everything the shell adds once the page is interactive; see LazyAfterHydration.client.tsx. */
export function AfterHydration({
  captchaSiteKey,
  calendlyUrl,
  cookieDomain,
  integrations,
  preview,
}: {
  captchaSiteKey: string
  calendlyUrl: string
  cookieDomain?: string
  integrations: Integrations
  /** Draft mode is on: an editor is previewing. */
  preview: boolean
}) {
  return (
    <>
      <Toaster />
      <ConsentHost cookieDomain={cookieDomain} />
      <IntegrationsHost integrations={integrations} cookieDomain={cookieDomain} />
      <OverlayHosts captchaSiteKey={captchaSiteKey} calendlyUrl={calendlyUrl} />
      <DebugPanelHost integrations={integrations} />
      {integrations.plausibleScriptUrl && <PageAnalytics />}
      {preview && <LazyPreviewTools />}
    </>
  )
}
