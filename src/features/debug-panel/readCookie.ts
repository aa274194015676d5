/**
 * A cookie's raw value as stored (still percent-encoded, if its writer encoded it).
 * Split at the first `=` only: base64 values end in `=` padding.
 */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1) continue
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}
