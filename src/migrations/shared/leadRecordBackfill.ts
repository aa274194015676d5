/**
 * The lead record's new columns for the leads stored before it (the `lead_record` migration),
 * as the lead repository writes them for each new lead: the message, where on the page the form
 * was opened, and the medium of the last touch, from the form's own record; then the first
 * touch, from each person's earliest row by email. The page a lead was sent from was never
 * stored, so it stays empty; a campaign form's message lives among its answers, shown on the
 * record as they were sent. Plain SQL both engines run alike.
 */
const fromForm = (column: string, table: string, set: Record<string, string>) =>
  `UPDATE leads SET ${Object.entries(set)
    .map(([target, source]) => `${target} = (SELECT NULLIF(TRIM(${source}), '') FROM ${table} t WHERE t.id = leads.${column})`)
    .join(', ')} WHERE ${column} IS NOT NULL`

const firstTouch = (column: string) =>
  `${column.replace('utm_', 'first_utm_')} = (SELECT e.${column} FROM leads e WHERE e.email = leads.email ORDER BY e.created_at, e.id LIMIT 1)`

/** The backfill's statements, in order (the first touch last: it reads the medium filled before it). */
export const leadRecordBackfill = (): string[] => [
  fromForm('sales_contact_id', 'sales_contacts', { message: 't.message', context: 't.context', utm_medium: 't.attribution_utm_medium' }),
  fromForm('beta_signup_id', 'beta_signups', { message: 't.message', utm_medium: 't.attribution_utm_medium' }),
  fromForm('demo_request_id', 'demo_requests', { utm_medium: 't.attribution_utm_medium' }),
  fromForm('job_application_id', 'job_applications', { message: 't.cover_note' }),
  fromForm('campaign_submission_id', 'campaign_submissions', { context: 't.context', utm_medium: 't.attribution_utm_medium' }),
  `UPDATE leads SET ${['utm_source', 'utm_medium', 'utm_campaign'].map(firstTouch).join(', ')}`,
]
