import { richText } from '../tests/integration/helpers/richText'
import type { LeadTarget } from './leads'

/** The fresh site's first admin, who publishes the bench's form. */
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-0' }

async function asAdmin(origin: string): Promise<Record<string, string>> {
  const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  if (!login.ok) throw new Error(`bench admin login failed: ${login.status}`)
  return { authorization: `JWT ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' }
}

/**
 * A campaign form's endpoint: the admin publishes a form like an editor's (an email, a name,
 * a select, a checkbox, a paragraph; no notification emails), and every request answers it,
 * so each is checked against the form's own fields, then stored with its CRM delivery.
 */
export const CAMPAIGN_FORM: LeadTarget = {
  path: '/api/campaign-form',
  table: 'campaign_submissions',
  column: 'context',
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  prepare: async (origin) => {
    const created = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: await asAdmin(origin),
      body: JSON.stringify({
        title: 'Bench campaign',
        fields: [
          { blockType: 'text', name: 'name', label: 'Name', required: true },
          { blockType: 'email', name: 'email', label: 'Work email', required: true },
          { blockType: 'select', name: 'size', label: 'Team size', required: true, options: [{ label: '1-50', value: 'small' }, { label: '51+', value: 'large' }] },
          { blockType: 'checkbox', name: 'terms', label: 'I accept the terms', required: true },
          { blockType: 'message', message: richText('We answer within a day.') },
        ],
        confirmationType: 'message',
        confirmationMessage: richText('Thanks.'),
        _status: 'published',
      }),
    })
    if (!created.ok) throw new Error(`bench form not created: ${created.status} ${await created.text()}`)
    const { doc } = (await created.json()) as { doc: { id: number } }
    return (context) =>
      JSON.stringify({
        form: doc.id,
        fields: { name: 'Bench Visitor', email: 'bench@example.com', size: 'small', terms: true },
        context,
        token: 'bench-token',
        utmSource: 'bench',
      })
  },
}
