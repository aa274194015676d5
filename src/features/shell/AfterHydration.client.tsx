'use client'

import { ConsentHost } from '../consent/ConsentHost.client'
import { DebugPanelHost } from '../debug-panel/DebugPanelHost.client'
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
}: {
  captchaSiteKey: string
  calendlyUrl: string
  cookieDomain?: string
  integrations: Integrations
}) {
  return (
    <>
      <Toaster />
      <ConsentHost cookieDomain={cookieDomain} />
      <IntegrationsHost integrations={integrations} cookieDomain={cookieDomain} />
      <OverlayHosts captchaSiteKey={captchaSiteKey} calendlyUrl={calendlyUrl} />
      <DebugPanelHost integrations={integrations} />
    </>
  )
}
