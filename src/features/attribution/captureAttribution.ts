import type { Attribution } from './schema'
import { readStoredUtms, UTMS_STORAGE_KEY } from './storedUtms'
import { attributionFromSearch, referrerSuffix, UTM_COOKIE_NAME, utmCookie, utmString } from './utmCookie'

/** What this landing brought: the URL's campaign fields and, from another site, the referrer. */
type Landing = { attribution: Attribution; referrer?: string }
let landing: Landing | undefined

function storeUtms(attribution: Attribution): void {
  try {
    window.localStorage.setItem(UTMS_STORAGE_KEY, JSON.stringify(attribution))
  } catch (error) {
    console.error('Error storing UTM params in local storage:', error)
    try {
      window.localStorage.removeItem(UTMS_STORAGE_KEY)
    } catch {
      // Storage is unavailable altogether: nothing was kept, so there is nothing to clear.
    }
  }
}

/**
 * On landing, the campaign parameters in the URL replace the stored record
 * (localStorage `utms`, which forms send). Storage in localStorage needs no consent: it
 * never leaves the browser except inside a form the visitor sends. Once per page load.
 */
export function captureAttribution(): void {
  if (landing) return
  const attribution = attributionFromSearch(window.location.search)
  landing = { attribution, referrer: referrerSuffix(document.referrer, window.location.host) }
  if (Object.keys(attribution).length > 0) storeUtms(attribution)
}

const hasUtmCookie = () => document.cookie.split(';').some((pair) => pair.trim().startsWith(`${UTM_COOKIE_NAME}=`))

/**
 * The `cipherwell_utm` cookie, written only with consent. A landing with campaign
 * parameters (re)writes it; otherwise an existing cookie is kept (an internal page view is
 * not a new visit), and a visitor without one gets what was stored on landing, or 'direct'.
 */
export function writeUtmCookie(cookieDomain: string | undefined): void {
  captureAttribution()
  const fromUrl = landing?.attribution ?? {}
  const fresh = Object.keys(fromUrl).length > 0
  if (!fresh && hasUtmCookie()) return
  const attribution = fresh ? fromUrl : readStoredUtms()
  document.cookie = utmCookie(utmString(attribution, landing?.referrer), {
    domain: cookieDomain,
    secure: window.location.protocol === 'https:',
  })
}
