import type { Env } from '../../../lib/env'
import { hubspotAdapter } from './hubspot'
import type { CrmAdapter } from './types'
import { webhookAdapter } from './webhook'

/** The configured CRM (env.ts has already checked that its settings are present). */
export function crmAdapter(env: Env): CrmAdapter | null {
  switch (env.CRM_ADAPTER) {
    case 'hubspot':
      return hubspotAdapter(env.HUBSPOT_API_URL, env.HUBSPOT_PORTAL_ID!, env.HUBSPOT_FORM_ID!)
    case 'webhook':
      return webhookAdapter(env.CRM_WEBHOOK_URL!, env.CRM_WEBHOOK_SECRET!)
    case 'none':
      return null
  }
}
