import { getEnv } from '@/lib/env'
import { LazyAfterHydration } from './LazyAfterHydration.client'

/**
 * The toaster, the consent banner and the conversion overlays every page can open (the
 * sales drawer, the register-interest dialog and the demo-booking modal), loaded after
 * hydration. Each host is a small listener; each overlay itself loads on first open.
 */
export function AfterHydrationIslands() {
  const env = getEnv()
  return (
    <LazyAfterHydration
      captchaSiteKey={env.HCAPTCHA_SITEKEY}
      calendlyUrl={env.CALENDLY_URL}
      cookieDomain={env.COOKIE_DOMAIN}
    />
  )
}
