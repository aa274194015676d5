import type { BasePayload, PayloadRequest } from 'payload'

/** A readable name from an address's local part: `jane.doe@…` → "Jane Doe". Empty when there is none. */
export const nameFromEmail = (email: string): string =>
  (email.split('@')[0] ?? '')
    .replace(/[._+-]+/g, ' ')
    .trim()
    .replace(/(^|\s)\p{L}/gu, (start) => start.toUpperCase())

/**
 * Names the accounts made before users had one (a migration step): through the database
 * adapter, so no hook, email or access rule runs for what is bookkeeping.
 */
export async function nameUnnamedUsers(payload: BasePayload, req: Partial<PayloadRequest>): Promise<void> {
  const { docs } = await payload.db.find<{ id: number | string; email: string }>({
    collection: 'users',
    where: { or: [{ name: { exists: false } }, { name: { equals: '' } }] },
    pagination: false,
    limit: 0,
    req,
  })
  for (const user of docs) {
    const name = nameFromEmail(user.email)
    if (name) await payload.db.updateOne({ collection: 'users', id: user.id, data: { name }, req })
  }
}
