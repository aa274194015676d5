import type { LeadSlug } from '../../collections/leads'
import type { CrmLead } from './types'

const TYPE: Record<LeadSlug, CrmLead['type']> = {
  'sales-contacts': 'sales-contact',
  'demo-requests': 'demo-request',
  'beta-signups': 'beta-signup',
  'job-applications': 'job-application',
  'campaign-submissions': 'campaign-form',
}

/** Bookkeeping and relations stay here; the CRM gets the visitor's own fields as text. */
const OMIT = new Set(['id', 'deliveryKey', 'deliveredAt', 'createdAt', 'updatedAt', 'attribution', 'cv', 'job', 'form', 'answers'])

type StoredLead = { id: number | string; deliveryKey: string; createdAt: string } & Record<string, unknown>

export function toCrmLead(collection: LeadSlug, lead: StoredLead, siteUrl: string): CrmLead {
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(lead)) {
    if (!OMIT.has(key) && typeof value === 'string' && value !== '') fields[key] = value
  }
  for (const [key, value] of Object.entries((lead.attribution as Record<string, unknown> | null) ?? {})) {
    if (typeof value === 'string' && value !== '') fields[key] = value
  }
  if (lead.job && typeof lead.job === 'object' && 'title' in lead.job) fields.job = String(lead.job.title)
  // A campaign form's answers, each under its field's name (the form's own fields come first).
  for (const [key, value] of campaignAnswers(lead.answers)) fields[key] ??= value
  // The CV itself stays in our private store; the CRM gets where to find it (sign-in required).
  if (lead.cv) fields.cvUrl = `${siteUrl}/admin/collections/${collection}/${lead.id}`
  return { type: TYPE[collection], id: String(lead.id), idempotencyKey: lead.deliveryKey, createdAt: lead.createdAt, fields }
}

/** A campaign form's stored answers as name → text; anything else stored there is ignored. */
function campaignAnswers(answers: unknown): [string, string][] {
  if (!Array.isArray(answers)) return []
  return answers.flatMap((answer: unknown) => {
    if (typeof answer !== 'object' || answer === null) return []
    const { name, value } = answer as { name?: unknown; value?: unknown }
    if (typeof name !== 'string' || value === undefined || value === null || value === '') return []
    return [[name, String(value)] as [string, string]]
  })
}
