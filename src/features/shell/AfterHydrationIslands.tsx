import { configuredIntegrations } from '@/features/integrations/configuredIntegrations'
import { getEnv } from '@/lib/env'
import { LazyAfterHydration } from './LazyAfterHydration.client'

/**
 * The toaster, the consent banner, the consent-driven integrations and the conversion
 * overlays every page can open (the sales drawer, the register-interest dialog and the
 * demo-booking modal), loaded after hydration. Each host is a small listener; each overlay,
 * SDK and the debug panel itself loads only when needed.
 */
export function AfterHydrationIslands() {
  const env = getEnv()
  return (
    <LazyAfterHydration
      captchaSiteKey={env.HCAPTCHA_SITEKEY}
      calendlyUrl={env.CALENDLY_URL}
      cookieDomain={env.COOKIE_DOMAIN}
      integrations={configuredIntegrations()}
    />
  )
}
