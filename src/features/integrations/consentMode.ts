/** Google Consent Mode v2: every signal the tag manager's tags read before storing or sending. */
export const CONSENT_SIGNALS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const

type Signals = Record<(typeof CONSENT_SIGNALS)[number], 'granted' | 'denied'>

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

const allSignals = (value: 'granted' | 'denied') =>
  Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, value])) as Signals

function gtag(...args: unknown[]): void {
  window.dataLayer ??= []
  window.gtag ??= function gtag() {
    // Google's tags read the `arguments` object itself from the data layer, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag(...args)
}

/** Before the tag manager can load: everything denied (Consent Mode v2 defaults). */
export function setConsentDefaults(): void {
  gtag('consent', 'default', allSignals('denied'))
}

/** The visitor's choice, as the tag manager's tags will see it. */
export function updateConsentMode(accepted: boolean): void {
  gtag('consent', 'update', allSignals(accepted ? 'granted' : 'denied'))
}
