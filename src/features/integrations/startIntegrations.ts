import { writeUtmCookie } from '../attribution/captureAttribution'
import { analyticsCalls, subscribeAnalytics, type AnalyticsCall } from '../analytics/analytics'
import type { ConsentStatus } from '../consent/consentState'
import { getConsent, subscribeConsent } from '../consent/consentStore'
import { startErrorReporting } from '../monitoring/startErrorReporting'
import { forwardAnalyticsCall, loadConsentGatedScripts, releaseConsentGatedScripts } from './consentGated'
import { setConsentDefaults, updateConsentMode } from './consentMode'
import { clearTrackingCookies, trackingCookieNames } from './trackingCookies'
import type { Integrations } from './types'

/** Calls already handed on, so a second start (new props) never sends one twice. */
const forwarded = new WeakSet<AnalyticsCall>()

/**
 * Everything third-party, started once per page after hydration (by ClientRoot, once
 * prepareClient has captured the visit's attribution) and driven by consent:
 * - error reporting runs for everyone through our tunnel, with session replay only after consent;
 * - Consent Mode defaults are all denied before the tag manager can exist;
 * - 'accepted' (a choice, or the default outside Europe) writes the UTM cookie, loads the
 *   gated scripts and forwards analytics calls from then on, with those made while the consent
 *   was being settled; calls made before a choice to accept are kept on the page only, never
 *   sent later;
 * - 'rejected' after 'accepted' is a withdrawal: scripts are released, tracking cookies
 *   cleared, and the page reloads so nothing gated keeps running.
 * Returns a function that stops listening.
 */
export function startIntegrations(integrations: Integrations, cookieDomain: string | undefined): () => void {
  if (integrations.gtmId) setConsentDefaults()
  const reporting = integrations.sentryDsn
    ? startErrorReporting({ dsn: integrations.sentryDsn, environment: integrations.sentryEnvironment })
    : undefined
  let granted = false

  const grant = () => {
    granted = true
    if (integrations.gtmId) updateConsentMode(true)
    writeUtmCookie(cookieDomain)
    loadConsentGatedScripts(integrations)
    void reporting?.then((errors) => errors.enableReplay())
  }
  const withdraw = async () => {
    granted = false
    void reporting?.then((errors) => errors.disableReplay())
    await releaseConsentGatedScripts(integrations)
    clearTrackingCookies()
    window.location.reload()
  }
  const apply = (status: ConsentStatus) => {
    if (status === 'accepted' && !granted) grant()
    if (status !== 'rejected') return
    if (integrations.gtmId) updateConsentMode(false)
    if (granted) void withdraw()
    // A withdrawal made elsewhere (another tab, another subdomain) leaves cookies behind.
    else if (trackingCookieNames(document.cookie).length > 0) clearTrackingCookies()
  }

  const forward = (call: AnalyticsCall) => {
    if (forwarded.has(call)) return
    forwarded.add(call)
    forwardAnalyticsCall(integrations, call)
  }

  apply(getConsent())
  // Calls made while the consent was being settled (ClientRoot starts this once it is) were made
  // under the consent the visitor already had, stored or by default: sent only if that is 'accepted'.
  if (granted) analyticsCalls().forEach(forward)
  const stopConsent = subscribeConsent(apply)
  const stopCalls = subscribeAnalytics((call) => {
    if (granted) forward(call)
  })
  document.documentElement.dataset.integrationsReady = ''
  return () => {
    stopConsent()
    stopCalls()
  }
}
