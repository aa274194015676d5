import PlausibleProvider from 'next-plausible'

import { getEnv } from '@/lib/env'
import { PLAUSIBLE_EVENT_PATH, PLAUSIBLE_SCRIPT_PATH } from './plausibleProxy'

/**
 * Cookieless page analytics (Plausible), loaded after hydration from our own origin
 * (plausibleProxy.ts serves the script and forwards /api/event). It keeps no cookie and no
 * personal data, so it runs whatever the consent state, like the site's own server logs;
 * the consent-gated scripts are in src/features/integrations. Its script follows the App
 * Router's history changes, so every route change is a pageview. Off without
 * PLAUSIBLE_SCRIPT_URL.
 */
export function PageAnalytics() {
  if (!getEnv().PLAUSIBLE_SCRIPT_URL) return null
  return <PlausibleProvider enabled src={PLAUSIBLE_SCRIPT_PATH} init={{ endpoint: PLAUSIBLE_EVENT_PATH }} />
}
