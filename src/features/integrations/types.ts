/**
 * The third-party integrations this deployment has configured, as the browser needs them.
 * Every value is public by nature (ids, a write key, a DSN); secrets stay on the server.
 * An unset value turns that integration off.
 */
export type Integrations = {
  /** Google Tag Manager container (consent-gated). */
  gtmId?: string
  /** HubSpot tracking code for this portal (consent-gated). */
  hubspotPortalId?: string
  /** LinkedIn Insight tag and pixel (consent-gated). */
  linkedinPartnerId?: string
  /** Intercom messenger with a server-signed visitor identity (consent-gated). */
  intercomAppId?: string
  /** Segment write key; events go through our /api/pipeline tunnel (consent-gated). */
  segmentWriteKey?: string
  /** Sentry DSN; events go through our /api/monitoring tunnel. */
  sentryDsn?: string
  sentryEnvironment?: string
  /** Plausible's script for this site; cookieless, proxied through our origin (/js/script.js, /api/event). */
  plausibleScriptUrl?: string
}
