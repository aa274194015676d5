import { captureAttribution } from '../attribution/captureAttribution'
import { configureConsent } from '../consent/consentStore'

/**
 * The page's own client code starts after hydration, once, in this order (ClientRoot runs
 * this, then startIntegrations):
 * 1. consent: the cookie domain every consent write uses (settling the consent may already
 *    store the 'accepted' default outside Europe; ClientRoot shows the banner once it is settled);
 * 2. attribution: this visit's UTM parameters into localStorage, before anything can grant
 *    consent and write the UTM cookie from them;
 * 3. integrations: error reporting, Consent Mode and the consent-gated scripts, driven by the
 *    consent from then on (startIntegrations; it returns a function that stops listening).
 */
export function prepareClient(cookieDomain: string | undefined): void {
  configureConsent(cookieDomain)
  captureAttribution()
}
