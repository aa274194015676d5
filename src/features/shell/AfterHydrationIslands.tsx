import { draftMode } from 'next/headers'

import { configuredIntegrations } from '@/features/integrations/configuredIntegrations'
import { cookieDomain } from '@/lib/cookieDomain'
import { getEnv } from '@/lib/env'
import { LazyClientRoot } from './LazyClientRoot.client'

/**
 * The toaster, the consent banner, the consent-driven integrations and the overlays every
 * page can open (the sales drawer, the register-interest dialog, the demo-booking modal and
 * the search dialog), loaded after hydration when the page needs them at once and otherwise on the
 * visitor's first intent (LazyClientRoot.client.tsx). Each host is a small listener; each overlay,
 * SDK and the debug panel itself loads only when needed. In draft mode (an editor's
 * preview) it adds the preview tools; `draftMode()` is false while prerendering and does not
 * make a page dynamic, so visitors' static pages never reference them.
 */
export async function AfterHydrationIslands() {
  const env = getEnv()
  const preview = (await draftMode()).isEnabled
  return (
    <LazyClientRoot
      captchaSiteKey={env.HCAPTCHA_SITEKEY}
      calendlyUrl={env.CALENDLY_URL}
      cookieDomain={cookieDomain(env)}
      integrations={configuredIntegrations()}
      preview={preview}
    />
  )
}
