import { browserTimeZone } from './browserTimeZone'
import { initialConsent } from './consentState'
import { storedChoice } from './storedChoice'

/**
 * Whether this visitor must be asked for consent now (no stored choice, and a time zone that asks
 * first): the banner is then shown without waiting for the visitor to act (LazyClientRoot).
 */
export async function mustAsk(): Promise<boolean> {
  if (storedChoice()) return false
  return initialConsent(await browserTimeZone()) === 'pending'
}
