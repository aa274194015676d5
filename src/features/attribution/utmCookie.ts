import { BRAND } from '@/cms/seed/brand'
import { cookieString } from '@/lib/cookieString'
import { ATTRIBUTION_MAX_LENGTH } from './fields'
import type { Attribution } from './schema'

/** The attribution cookie: the brand's slug + `_utm` (cipherwell_utm). */
export const UTM_COOKIE_NAME = `${BRAND.slug}_utm`
/** It lives 14 days. */
export const UTM_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60
/** What each UTM field says when the visitor came without campaign parameters. */
export const DIRECT = 'direct'

/** The query-string names of the attribution fields, in the order the UTM string lists them. */
const PARAMS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const

/** The attribution fields present in a landing URL's query (`utm_*` and `gclid`); empty values are absent. */
export function attributionFromSearch(search: string): Attribution {
  const query = new URLSearchParams(search)
  const found: Attribution = {}
  for (const [param, field] of PARAMS) {
    const value = query.get(param)?.trim()
    if (value) found[field] = value.slice(0, ATTRIBUTION_MAX_LENGTH)
  }
  const gclid = query.get('gclid')?.trim()
  if (gclid) found.gclid = gclid.slice(0, ATTRIBUTION_MAX_LENGTH)
  return found
}

/** The referrer's host and path, or nothing for no referrer, our own site or an unparsable one. */
export function referrerSuffix(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined
  try {
    const url = new URL(referrer)
    if (url.host === ownHost) return undefined
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`
  } catch {
    return undefined
  }
}

/**
 * The UTM string: `utm_source=…&utm_medium=…&utm_campaign=…&utm_term=…&utm_content=…`,
 * `gclid` when there is one, then `referrer=<host><path>` when the visitor came from another
 * site. Without any UTM parameter the five fields say 'direct'; with some, the missing
 * ones are left out rather than guessed.
 */
export function utmString(attribution: Attribution, referrer?: string): string {
  const anyUtm = PARAMS.some(([, field]) => attribution[field])
  const query = new URLSearchParams()
  for (const [param, field] of PARAMS) {
    const value = anyUtm ? attribution[field] : DIRECT
    if (value) query.set(param, value)
  }
  if (attribution.gclid) query.set('gclid', attribution.gclid)
  if (referrer) query.set('referrer', referrer)
  return query.toString()
}

/** UTF-8 safe base64, so a campaign name in any script survives the cookie. */
export function toBase64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The cookie: base64 UTM string, 14 days, Lax, Secure on https, shared with subdomains when a domain is set. */
export function utmCookie(value: string, { domain, secure }: { domain?: string; secure: boolean }): string {
  return cookieString(UTM_COOKIE_NAME, toBase64(value), { maxAge: UTM_COOKIE_MAX_AGE_SECONDS, domain, secure })
}
