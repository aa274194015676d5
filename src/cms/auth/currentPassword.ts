import { APIError, ValidationError, type CollectionBeforeValidateHook, type Field } from 'payload'

import { throttleAuth } from '../rest/authThrottle'
import { passwordMatches } from './passwordHash'

export const CURRENT_PASSWORD_MESSAGE = 'Enter your current password to change your email or password.'
export const WRONG_PASSWORD_MESSAGE = 'That is not your current password.'

type Stored = { id: number | string; email?: string; hash?: unknown; salt?: unknown }

/**
 * Asked on one's own account only: a session taken from someone (an unlocked laptop, a stolen
 * cookie) must not be enough to take the account itself by changing its password or email.
 * Never stored (virtual), so never sent back: there is nothing to read. (A read rule would also
 * hide the field from the form.)
 */
export const currentPasswordField: Field = {
  name: 'currentPassword',
  type: 'text',
  virtual: true,
  label: 'Current password',
  admin: {
    description: 'Needed to change your email or password: fill it in before you save.',
    // Shown on one's own account only, by the component itself (it knows the document's id).
    components: { Field: '/cms/admin/CurrentPasswordField.client#CurrentPasswordField' },
  },
}

/**
 * Someone changing their own password or email must give their current password. Each try is
 * a sign-in attempt from the caller's address (authThrottle.ts: counted, and refused with 429
 * once the allowance is spent; a right one gives its point back), so a stolen session cannot
 * guess it either. (Payload's per-account lockout is written outside the transaction this
 * hook runs in, which on SQLite waits on that transaction's lock: the per-address count it is.)
 * Admins changing another account are not asked: resetting a colleague's access is their job.
 */
export const requireCurrentPassword: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req, collection }) => {
  const user = req.user
  const own = operation === 'update' && user && originalDoc && user.collection === collection.slug && String(user.id) === String(originalDoc.id)
  if (!own || !data) return data
  const changesEmail = typeof data.email === 'string' && data.email !== (originalDoc as Stored).email
  const changesPassword = typeof data.password === 'string' && data.password !== ''
  const given = typeof data.currentPassword === 'string' ? data.currentPassword : ''
  delete data.currentPassword
  if (!changesEmail && !changesPassword) return data
  const refuse = (message: string) => new ValidationError({ collection: collection.slug, errors: [{ path: 'currentPassword', message }], req })
  if (!given) throw refuse(CURRENT_PASSWORD_MESSAGE)
  const check = async () => {
    const stored = await req.payload.db.findOne<Stored>({ collection: collection.slug, where: { id: { equals: originalDoc.id } }, req })
    return new Response(null, { status: stored && (await passwordMatches(given, stored)) ? 200 : 401 })
  }
  const answer = await throttleAuth('login', req.headers, check)
  if (answer.status === 429) {
    throw new APIError(`Too many attempts from your address. Try again in ${answer.headers.get('retry-after')} seconds.`, 429)
  }
  if (answer.status !== 200) throw refuse(WRONG_PASSWORD_MESSAGE)
  return data
}
