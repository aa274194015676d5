import { postToService } from '../../../lib/http/postToService'
import { CRM_TIMEOUT_MS, CrmRejected, type CrmAdapter } from './types'

/** HubSpot's property names for our fields; anything else keeps its own name. */
const PROPERTY: Record<string, string> = {
  firstName: 'firstname',
  lastName: 'lastname',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
}

/**
 * HubSpot's Forms API (v3 integration submit), one form for every lead type, told apart
 * by a `lead_type` field. HubSpot has no idempotency header, so the key travels as a field
 * (`cipherwell_lead_key`) that a HubSpot workflow can deduplicate on.
 */
export function hubspotAdapter(apiUrl: string, portalId: string, formId: string): CrmAdapter {
  const endpoint = `${apiUrl}/submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`
  return {
    name: 'hubspot',
    async deliver(lead) {
      const fields = Object.entries({ ...lead.fields, lead_type: lead.type, cipherwell_lead_key: lead.idempotencyKey })
        .filter(([, value]) => value !== '')
        .map(([name, value]) => ({ name: PROPERTY[name] ?? name, value }))
      const answer = await postToService(endpoint, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ submittedAt: String(Date.parse(lead.createdAt)), fields }),
        timeoutMs: CRM_TIMEOUT_MS,
      })
      if (!answer.ok) throw new CrmRejected('hubspot', answer.status)
    },
  }
}
