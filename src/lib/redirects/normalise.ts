/** Addresses Next serves without the proxy (its assets, the API, the admin): a redirect from them could never be served. */
const NOT_A_PAGE = /^\/(?:api|admin|_next)(?:\/|$)/

/** A scheme (`https:`, `mailto:`) or a protocol-relative `//host`: an address on another site, not a path of ours. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

/**
 * The one spelling of a site path that rules are stored and looked up under: a leading '/',
 * no query or fragment, no repeated or trailing '/', percent-encoding as a browser sends it
 * (`/café` → `/caf%C3%A9`). Case is kept, as Next's own routes are case-sensitive.
 * Null when the input is not a site path at all.
 */
export function normaliseSitePath(input: string): string | null {
  const trimmed = input.trim()
  if (trimmed === '' || ABSOLUTE.test(trimmed)) return null
  const pathOnly = trimmed.split(/[?#]/, 1)[0]!
  let path: string
  try {
    path = new URL(pathOnly.startsWith('/') ? pathOnly : `/${pathOnly}`, 'http://site.invalid').pathname
  } catch {
    return null
  }
  const collapsed = path.replace(/\/{2,}/g, '/').replace(/\/+$/, '')
  return collapsed === '' ? '/' : collapsed
}

/**
 * The spelling a redirect's old address is stored and matched under: the site path in lower
 * case, so `/Old-Pricing`, `/old-pricing` and `/OLD-PRICING` are one address. Old addresses
 * come from links and printed material people retype, where case is easily lost; a redirect
 * only ever answers for an address no page has (the site's own paths are lower case).
 * Letters are lowered before percent-encoding, so `/Café` and `/CAFÉ` meet too.
 */
export function redirectKey(input: string): string | null {
  const path = normaliseSitePath(input)
  if (path === null) return null
  let decoded: string
  try {
    decoded = decodeURI(path)
  } catch {
    return path.toLowerCase()
  }
  return normaliseSitePath(decoded.toLowerCase())
}

/** A path the proxy runs for, so a redirect from it can be served. */
export const isRedirectablePath = (path: string) => !NOT_A_PAGE.test(path)

export type Target = { kind: 'path'; path: string; search: string } | { kind: 'url'; href: string }

/** Where a redirect may send visitors: a site path (with an optional query), or an absolute https URL. */
export function parseTarget(input: string): Target | null {
  const trimmed = input.trim()
  if (ABSOLUTE.test(trimmed)) {
    let url: URL
    try {
      url = new URL(trimmed)
    } catch {
      return null
    }
    if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null
    return { kind: 'url', href: url.href }
  }
  const path = normaliseSitePath(trimmed)
  if (!path) return null
  const query = trimmed.split('#', 1)[0]!.split('?').slice(1).join('?')
  const search = new URLSearchParams(query).toString()
  return { kind: 'path', path, search: search ? `?${search}` : '' }
}

/** The stored spelling of a target: `/pricing?plan=team` or `https://docs.example.com/a`. */
export const formatTarget = (target: Target) => (target.kind === 'url' ? target.href : `${target.path}${target.search}`)
