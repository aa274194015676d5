/**
 * Every lead stored before the sales inbox existed gets its inbox row, as the lead repository
 * writes one for each new lead: the list columns from its form's record, status `new`, and
 * where its delivery stands (delivered; still in the outbox, or given up there; or never sent,
 * when no CRM was configured and the finished job is gone). One INSERT … SELECT per form.
 */
type Dialect = 'sqlite' | 'postgres'

type FormTable = {
  form: string
  collection: string
  table: string
  column: string
  name: string
  company: string
  topic: string
  utmSource: string
  utmCampaign: string
}

const full = "NULLIF(TRIM(COALESCE(t.first_name, '') || ' ' || COALESCE(t.last_name, '')), '')"

const FORM_TABLES: FormTable[] = [
  {
    form: 'salesContact',
    collection: 'sales-contacts',
    table: 'sales_contacts',
    column: 'sales_contact_id',
    name: full,
    company: 'NULL',
    topic: 't.topic',
    utmSource: 't.attribution_utm_source',
    utmCampaign: 't.attribution_utm_campaign',
  },
  {
    form: 'demoRequest',
    collection: 'demo-requests',
    table: 'demo_requests',
    column: 'demo_request_id',
    name: 'NULL',
    company: 'NULL',
    topic: 'NULL',
    utmSource: 't.attribution_utm_source',
    utmCampaign: 't.attribution_utm_campaign',
  },
  {
    form: 'betaSignup',
    collection: 'beta-signups',
    table: 'beta_signups',
    column: 'beta_signup_id',
    name: full,
    company: 't.company',
    topic: 't.topic',
    utmSource: 't.attribution_utm_source',
    utmCampaign: 't.attribution_utm_campaign',
  },
  {
    form: 'jobApplication',
    collection: 'job-applications',
    table: 'job_applications',
    column: 'job_application_id',
    name: 't.name',
    company: 'NULL',
    topic: 'NULL',
    utmSource: 'NULL',
    utmCampaign: 'NULL',
  },
]

function statement(dialect: Dialect, form: FormTable): string {
  // PostgreSQL stores the select fields as enums, and text is not assigned to an enum without a cast.
  const as = (value: string, type: string) => (dialect === 'sqlite' ? value : `(${value})::"enum_leads_${type}"`)
  const input = (key: string) => (dialect === 'sqlite' ? `json_extract(j.input, '$.${key}')` : `j.input->>'${key}'`)
  // The lead's newest unfinished delivery job, if the outbox still holds one.
  const job = `(SELECT j.id FROM payload_jobs j WHERE j.task_slug = 'deliverLead' AND j.completed_at IS NULL
    AND ${input('collection')} = '${form.collection}' AND ${input('id')} = CAST(t.id AS TEXT) ORDER BY j.id DESC LIMIT 1)`
  const failed = dialect === 'sqlite' ? 'j.has_error = 1' : 'j.has_error = true'
  const jobFailed = `EXISTS (SELECT 1 FROM payload_jobs j WHERE j.id = ${job} AND ${failed})`
  return `INSERT INTO leads (form, email, name, company, topic, utm_source, utm_campaign, status, ${form.column},
      delivery, delivered_at, delivery_key, delivery_job, created_at, updated_at)
    SELECT ${as(`'${form.form}'`, 'form')}, t.email, ${form.name}, ${form.company}, ${form.topic}, ${form.utmSource}, ${form.utmCampaign},
      ${as("'new'", 'status')}, t.id,
      ${as(`CASE WHEN t.delivered_at IS NOT NULL THEN 'delivered' WHEN ${jobFailed} THEN 'failed' WHEN ${job} IS NOT NULL THEN 'queued' ELSE 'notSent' END`, 'delivery')},
      t.delivered_at, t.delivery_key, CASE WHEN t.delivered_at IS NULL THEN CAST(${job} AS TEXT) END, t.created_at, t.created_at
    FROM ${form.table} t
    WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.delivery_key = t.delivery_key)
    ORDER BY t.created_at, t.id`
}

/** The backfill's statements, in order, for one engine. */
export const salesInboxBackfill = (dialect: Dialect): string[] => FORM_TABLES.map((form) => statement(dialect, form))
