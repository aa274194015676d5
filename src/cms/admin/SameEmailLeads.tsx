import type { UIFieldServerComponent } from 'payload'

import { FORMS, LEAD_STATUSES } from '../collections/leads/inboxRow'

const SHOWN = 20
const formLabel = (value: unknown) => FORMS.find((form) => form.value === value)?.label ?? String(value)
const statusLabel = (value: unknown) => LEAD_STATUSES.find((status) => status.value === value)?.label ?? String(value)
const day = (iso: unknown) =>
  new Date(String(iso)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/**
 * The other leads from this lead's email, newest first, so sales see one person's history
 * (a demo request, then a contact, then an application) together. Read as the signed-in user.
 */
export const SameEmailLeads: UIFieldServerComponent = async ({ data, id, payload, req }) => {
  const email = typeof data?.email === 'string' ? data.email : undefined
  if (!email || id === undefined) return null
  const { docs, totalDocs } = await payload.find({
    collection: 'leads',
    where: { and: [{ email: { equals: email } }, { id: { not_equals: id } }] },
    sort: '-createdAt',
    limit: SHOWN,
    depth: 0,
    overrideAccess: false,
    user: req.user,
  })
  return (
    <div className="field-type same-email-leads">
      <h3 className="same-email-leads__heading">From the same email ({totalDocs})</h3>
      {docs.length === 0 ? (
        <p className="same-email-leads__empty">No other lead from {email}.</p>
      ) : (
        <ul>
          {docs.map((lead) => (
            <li key={lead.id}>
              <a href={`/admin/collections/leads/${lead.id}`}>{formLabel(lead.form)}</a>
              <span>
                {' '}
                · {day(lead.createdAt)} · {statusLabel(lead.status)}
                {lead.topic ? ` · ${lead.topic}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
