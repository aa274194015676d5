import { CONSENT_KEY, consentCookie, initialConsent, type ConsentChoice, type ConsentStatus } from './consentState'
import { browserTimeZone, timeZoneHere } from './browserTimeZone'
import { sendConsentRecord } from './sendConsentRecord'
import { storedChoice } from './storedChoice'

type Listener = (status: ConsentStatus) => void

const listeners = new Set<Listener>()
let current: ConsentStatus | undefined
let cookieDomain: string | undefined

/** The cookie domain the server chose (src/lib/cookieDomain.ts); unset keeps the cookie on this host. */
export function configureConsent(domain: string | undefined): void {
  cookieDomain = domain
}

function persist(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice)
  } catch {
    // Storage blocked: the cookie below carries the choice alone.
  }
  document.cookie = consentCookie(choice, { domain: cookieDomain, secure: window.location.protocol === 'https:' })
}

/**
 * Where a visitor without a stored choice starts (pending in Europe, accepted elsewhere). A
 * default of 'accepted' is stored at once, like a choice; 'pending' is never stored, so nothing
 * is written before a European visitor chooses.
 */
function startFrom(timeZone: string | undefined): ConsentStatus {
  const initial = initialConsent(timeZone)
  if (initial === 'accepted') persist(initial)
  return initial
}

/**
 * Settles the visitor's consent: their stored choice, else the default for their time zone,
 * which a worker looks up off the main thread. The banner and the integrations wait for it
 * (ClientRoot), so getConsent is then an answer from memory.
 */
export async function resolveConsent(): Promise<ConsentStatus> {
  if (current) return current
  const stored = storedChoice()
  if (stored) return (current = stored)
  const timeZone = await browserTimeZone()
  // A choice made meanwhile (another tab's cookie, or this page) wins over the default.
  return (current ??= storedChoice() ?? startFrom(timeZone))
}

/** The visitor's consent now; before resolveConsent has settled it, it is worked out here, on this thread. */
export function getConsent(): ConsentStatus {
  return (current ??= storedChoice() ?? startFrom(timeZoneHere()))
}

/**
 * Records the visitor's choice (or a change of mind), sends it to our server as proof of
 * consent, and tells every subscriber. The 'accepted' default outside Europe is not a
 * choice, so it is not sent.
 */
export function chooseConsent(choice: ConsentChoice): void {
  persist(choice)
  sendConsentRecord(choice)
  current = choice
  for (const listener of listeners) listener(choice)
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
