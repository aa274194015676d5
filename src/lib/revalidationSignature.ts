import { createHmac, timingSafeEqual } from 'node:crypto'

/** Requests older than this are refused, so a captured one cannot be replayed later. */
export const MAX_SIGNATURE_AGE_MS = 60_000

/** A key for this one purpose, derived from the Payload secret rather than the secret itself. */
const key = (secret: string) => createHmac('sha256', secret).update('cipherwell:revalidate').digest()

export function signRevalidation(body: string, timestamp: number, secret: string): string {
  return createHmac('sha256', key(secret)).update(`${timestamp}.${body}`).digest('hex')
}

export function verifyRevalidation(
  body: string,
  timestamp: number,
  signature: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > MAX_SIGNATURE_AGE_MS) return false
  const expected = Buffer.from(signRevalidation(body, timestamp, secret), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
