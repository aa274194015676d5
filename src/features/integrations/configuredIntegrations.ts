import 'server-only'

import { getEnv } from '@/lib/env'
import type { Integrations } from './types'

/** The public half of the integration settings (src/lib/env.ts), for the browser. */
export function configuredIntegrations(): Integrations {
  const env = getEnv()
  return {
    gtmId: env.GTM_ID,
    hubspotPortalId: env.HUBSPOT_PORTAL_ID,
    linkedinPartnerId: env.LINKEDIN_PARTNER_ID,
    intercomAppId: env.INTERCOM_APP_ID,
    segmentWriteKey: env.SEGMENT_WRITE_KEY,
    sentryDsn: env.SENTRY_DSN,
    sentryEnvironment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    plausibleScriptUrl: env.PLAUSIBLE_SCRIPT_URL,
  }
}
