'use client'

import { ConsentHost } from '../consent/ConsentHost.client'
import { OverlayHosts } from './OverlayHosts.client'
import { Toaster } from './Toaster.client'

/** Everything the shell adds once the page is interactive; see LazyAfterHydration.client.tsx. */
export function AfterHydration({
  captchaSiteKey,
  calendlyUrl,
  cookieDomain,
}: {
  captchaSiteKey: string
  calendlyUrl: string
  cookieDomain?: string
}) {
  return (
    <>
      <Toaster />
      <ConsentHost cookieDomain={cookieDomain} />
      <OverlayHosts captchaSiteKey={captchaSiteKey} calendlyUrl={calendlyUrl} />
    </>
  )
}
