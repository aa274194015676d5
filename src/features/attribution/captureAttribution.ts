import type { Attribution } from './schema'
import {
  readStoredUtms,
  removeStoredUtms,
  settleStoredUtms,
  UTMS_EXPIRY_KEY,
  UTMS_LIFETIME_MS,
  UTMS_STORAGE_KEY,
} from './storedUtms'
import { attributionFromSearch, referrerSuffix, UTM_COOKIE_NAME, utmCookie, utmString } from './utmCookie'

/**
 * What this page load brought: the URL's campaign fields, the referrer when it is another
 * site, and whether the visitor came from one of our own pages (a page load inside a visit)
 * rather than from elsewhere or from nowhere (a new visit).
 */
type Landing = { attribution: Attribution; referrer?: string; withinVisit: boolean }
let landing: Landing | undefined

function fromOwnSite(referrer: string): boolean {
  try {
    return referrer !== '' && new URL(referrer).host === window.location.host
  } catch {
    return false
  }
}

function storeUtms(attribution: Attribution): void {
  try {
    window.localStorage.setItem(UTMS_STORAGE_KEY, JSON.stringify(attribution))
    window.localStorage.setItem(UTMS_EXPIRY_KEY, String(Date.now() + UTMS_LIFETIME_MS))
  } catch (error) {
    console.error('Error storing UTM params in local storage:', error)
    removeStoredUtms()
  }
}

/**
 * On landing, the campaign parameters in the URL replace the stored record
 * (localStorage `utms`, which forms send) and start its 14 days. Storage in localStorage needs
 * no consent: it never leaves the browser except inside a form the visitor sends. Once per
 * page load.
 */
export function captureAttribution(): void {
  if (landing) return
  const attribution = attributionFromSearch(window.location.search)
  landing = {
    attribution,
    referrer: referrerSuffix(document.referrer, window.location.host),
    withinVisit: fromOwnSite(document.referrer),
  }
  if (Object.keys(attribution).length > 0) storeUtms(attribution)
  else settleStoredUtms()
}

const hasUtmCookie = () => document.cookie.split(';').some((pair) => pair.trim().startsWith(`${UTM_COOKIE_NAME}=`))

/**
 * The `cipherwell_utm` cookie, written only with consent, for the spec's 14 days:
 * - a landing with campaign parameters writes them;
 * - a new visit without them (from another site, or from nowhere) writes 'direct' with the
 *   referrer: a campaign from an earlier visit is not this visit's source;
 * - a page load inside a visit keeps the cookie, and writes one only when there is none yet
 *   (consent given on a later page): the stored record, which landing set, or 'direct'.
 */
export function writeUtmCookie(cookieDomain: string | undefined): void {
  captureAttribution()
  const fromUrl = landing?.attribution ?? {}
  const fresh = Object.keys(fromUrl).length > 0
  const withinVisit = landing?.withinVisit ?? false
  if (!fresh && withinVisit && hasUtmCookie()) return
  const attribution = fresh ? fromUrl : withinVisit ? readStoredUtms() : {}
  document.cookie = utmCookie(utmString(attribution, landing?.referrer), {
    domain: cookieDomain,
    secure: window.location.protocol === 'https:',
  })
}
