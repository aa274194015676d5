import type { LeadSlug } from './index'

/** The forms, as the inbox names them (values are identifiers: GraphQL enums allow no hyphen). */
export const FORMS = [
  { value: 'salesContact', label: 'Sales contact', collection: 'sales-contacts' },
  { value: 'demoRequest', label: 'Demo request', collection: 'demo-requests' },
  { value: 'betaSignup', label: 'Beta signup', collection: 'beta-signups' },
  { value: 'jobApplication', label: 'Job application', collection: 'job-applications' },
  { value: 'campaignSubmission', label: 'Campaign form', collection: 'campaign-submissions' },
] as const satisfies readonly { value: string; label: string; collection: LeadSlug }[]

export type Form = (typeof FORMS)[number]['value']

/** A form's value in the inbox, which is also the name of the field linking a row to the form's own record. */
export const formOf = (collection: LeadSlug): Form => FORMS.find((form) => form.collection === collection)!.value

/** Where a delivery stands, as the inbox shows it. */
export const DELIVERY_STATES = [
  { value: 'queued', label: 'Queued' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'retrying', label: 'Failed, retrying' },
  { value: 'failed', label: 'Failed' },
  { value: 'notSent', label: 'Not sent (no CRM configured)' },
] as const

export type DeliveryState = (typeof DELIVERY_STATES)[number]['value']

/** Deliveries a person may send again: those that failed, finally or for now. */
export const RETRYABLE: readonly DeliveryState[] = ['failed', 'retrying']

export const LEAD_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'closed', label: 'Closed' },
] as const

type Data = Record<string, unknown>

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ') || undefined

/**
 * A lead's inbox columns, taken from the data its form stores: who (name, company, email), what
 * about (topic) and where from (the first-touch UTM source and campaign the attribution cookie
 * kept). The form's own record keeps everything else.
 */
export function inboxColumns(collection: LeadSlug, data: Data): Data {
  const attribution = (data.attribution ?? {}) as Data
  return {
    form: formOf(collection),
    name: text(data.name) ?? joined(data.firstName, data.lastName),
    company: text(data.company),
    email: text(data.email),
    // A campaign form's answers are filed under the form's title.
    topic: text(data.topic) ?? text(data.formTitle),
    utmSource: text(attribution.utmSource),
    utmCampaign: text(attribution.utmCampaign),
  }
}
