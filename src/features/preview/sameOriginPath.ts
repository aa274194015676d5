/** Longer than any address of ours; a bound keeps a hostile query string from costing anything. */
const MAX_PATH_LENGTH = 2048

// Only for parsing: a value that resolves off this placeholder origin is not a path of ours.
const PLACEHOLDER_ORIGIN = 'http://same-origin.invalid'

const isForbidden = (char: string) => {
  const code = char.charCodeAt(0)
  return code <= 0x20 || code === 0x7f || char === '\\'
}

/**
 * The same-origin path `value` names, normalised, or null when it could lead anywhere else.
 * Browsers read `//host` and `/\host` as another site, and drop tabs and newlines before
 * parsing (`/\t/host` is `//host`), so those are refused outright; and dot segments can turn
 * a harmless-looking path into `//host` once resolved (`/.//host`), so the resolved path is
 * checked again. What comes back is safe as a relative `Location`.
 */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_PATH_LENGTH) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  // Control characters, whitespace and backslashes have no place in our addresses.
  if ([...value].some(isForbidden)) return null
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}
