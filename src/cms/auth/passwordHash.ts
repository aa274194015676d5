import crypto from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2 = promisify(crypto.pbkdf2)

/**
 * Payload's password hashes (auth/strategies/local/generatePasswordSaltHash.js, not exported):
 * `pbkdf2-sha256-v1:<hex>` with 600,000 iterations and 32 bytes, or the legacy bare hex with
 * 25,000 iterations and 512 bytes; always SHA-256 over the stored salt. Should Payload change
 * the format, no password matches here and the change it guards is refused (the tests show it).
 */
const CURRENT = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

/** Whether `password` is the one behind a stored hash and salt, compared in constant time. */
export async function passwordMatches(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT.prefix)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? hash.slice(CURRENT.prefix.length) : hash, 'hex')
  const actual = await pbkdf2(password, salt, iterations, keyLength, 'sha256')
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}
