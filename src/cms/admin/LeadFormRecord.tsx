import type { UIFieldServerComponent } from 'payload'

import { FORMS } from '../collections/leads/inboxRow'

/** A link to the lead's own record in its form's collection: every field the visitor sent, and a job application's CV. */
export const LeadFormRecord: UIFieldServerComponent = ({ data }) => {
  const form = FORMS.find((candidate) => candidate.value === data?.form)
  const record = form ? (data?.[form.value] as number | string | { id: number | string } | null | undefined) : undefined
  const id = typeof record === 'object' && record !== null ? record.id : record
  if (!form || id === undefined || id === null) return null
  return (
    <p className="field-type lead-form-record">
      <a href={`/admin/collections/${form.collection}/${id}`}>Open the {form.label.toLowerCase()} as it was sent</a>
    </p>
  )
}
