import { randomBytes } from 'node:crypto'
import type { CollectionBeforeOperationHook } from 'payload'

import { passwordMatches } from './passwordHash'

/** A hash no password matches, in the format of Payload's current hashes, so checking one costs what checking an account's does. */
const NO_ACCOUNT = { hash: `pbkdf2-sha256-v1:${'0'.repeat(64)}`, salt: randomBytes(32).toString('hex') }

/**
 * A wrong password for an account cost a hash (PBKDF2, 600,000 rounds, ~90 ms), an unknown
 * address only a lookup (~6 ms): the time of Payload's login told which addresses have accounts.
 * For an address Payload will not find, this checks the password against a hash no password
 * matches first; Payload's login then runs as before and gives the same 401 for both. It looks
 * the address up as Payload does (lower-cased, trimmed, matched exactly), and lets through what
 * Payload refuses before looking anyone up (no address, no password).
 */
export const hashForUnknownAccount: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = ((args as { data?: unknown }).data ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password.trim()) return args
  const where = { email: { equals: email.toLowerCase().trim() } }
  if (!(await req.payload.db.findOne({ collection: collection.slug, where, req }))) await passwordMatches(password, NO_ACCOUNT)
  return args
}
