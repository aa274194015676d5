import { createHmac, timingSafeEqual } from 'node:crypto'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const MAC = /^[A-Za-z0-9_-]{43}$/

/** A key for this one purpose, derived from the Payload secret rather than the secret itself. */
const key = (secret: string) => createHmac('sha256', secret).update('cipherwell:chat-visitor-id').digest()

const mac = (id: string, secret: string) => createHmac('sha256', key(secret)).update(id).digest('base64url')

/** The chat cookie's value for a visitor id this server issued: `<uuid>.<HMAC-SHA256, base64url>`. */
export const signVisitorId = (id: string, secret: string) => `${id}.${mac(id, secret)}`

/** The visitor id in a cookie value, only when this server signed it; undefined for anything else. */
export function verifiedVisitorId(value: string, secret: string): string | undefined {
  const [id, given, extra] = value.split('.')
  if (!id || !given || extra !== undefined || !UUID.test(id) || !MAC.test(given)) return undefined
  const expected = Buffer.from(mac(id, secret))
  return timingSafeEqual(Buffer.from(given), expected) ? id : undefined
}
