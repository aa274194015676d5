const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * The UTM cookie's content as text, or undefined when it is not base64 of UTF-8.
 * Cookie libraries percent-encode `=` and `/`, and some writers use the URL-safe
 * alphabet, so both are accepted; anything else is bad input, not an exception.
 */
export function decodeUtmCookie(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  let text: string
  try {
    text = decodeURIComponent(raw).trim().replace(/-/g, '+').replace(/_/g, '/')
  } catch {
    return undefined
  }
  if (!text || !BASE64.test(text)) return undefined
  const unpadded = text.replace(/=+$/, '')
  // One character past a full 4-character group can never come from base64 encoding.
  if (unpadded.length % 4 === 1) return undefined
  try {
    const binary = atob(unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '='))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}
