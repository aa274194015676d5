'use client'

import { OverlayHosts } from './OverlayHosts.client'
import { Toaster } from './Toaster.client'

/** Everything the shell adds once the page is interactive; see LazyAfterHydration.client.tsx. */
export function AfterHydration({ captchaSiteKey, calendlyUrl }: { captchaSiteKey: string; calendlyUrl: string }) {
  return (
    <>
      <Toaster />
      <OverlayHosts captchaSiteKey={captchaSiteKey} calendlyUrl={calendlyUrl} />
    </>
  )
}
