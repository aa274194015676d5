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

/** A campaign form's answer to its field named `name`, if it has one. */
const answerNamed = (answers: unknown, name: string) =>
  Array.isArray(answers) ? (answers as Data[]).find((answer) => answer.name === name)?.value : undefined

/** Where a stored lead was sent from, as its endpoint saw it (kept on the inbox row only). */
export type LeadSource = { page?: string }

/**
 * A lead's inbox columns, taken from the data its form stores: who (name, company, email), what
 * about (topic, message), where from (the page, the spot on it, and the campaign fields the
 * visitor's stored attribution carried: the last touch before this lead). The form's own record
 * keeps everything else. The first touch needs the person's earlier leads: the repository adds it.
 */
export function inboxColumns(collection: LeadSlug, data: Data, source: LeadSource = {}): Data {
  const attribution = (data.attribution ?? {}) as Data
  return {
    form: formOf(collection),
    name: text(data.name) ?? joined(data.firstName, data.lastName),
    company: text(data.company),
    email: text(data.email),
    // A campaign form's answers are filed under the form's title.
    topic: text(data.topic) ?? text(data.formTitle),
    message: text(data.message) ?? text(data.coverNote) ?? text(answerNamed(data.answers, 'message')),
    context: text(data.context),
    sourcePage: text(source.page),
    utmSource: text(attribution.utmSource),
    utmMedium: text(attribution.utmMedium),
    utmCampaign: text(attribution.utmCampaign),
  }
}

/** The first-touch columns, each with the last-touch column a person's first lead gives it. */
export const FIRST_TOUCH = { firstUtmSource: 'utmSource', firstUtmMedium: 'utmMedium', firstUtmCampaign: 'utmCampaign' } as const
