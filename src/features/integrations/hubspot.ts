import type { IdentifyTraits } from '../analytics/analytics'
import { loadScript } from './loadScript'

declare global {
  interface Window {
    /** HubSpot's tracking queue: commands pushed before its script loads run when it does. */
    _hsq?: unknown[]
  }
}

/** HubSpot's tracking code (marketing automation) for the portal. */
export function loadHubspot(portalId: string): void {
  loadScript(`https://js.hs-scripts.com/${encodeURIComponent(portalId)}.js`, { id: 'hs-script-loader' })
}

/** The CRM tracking queue learns who the visitor is, in HubSpot's property names. */
export function identifyHubspot({ email, firstName, lastName }: IdentifyTraits): void {
  ;(window._hsq ??= []).push(['identify', { email, firstname: firstName, lastname: lastName }])
}

/** Withdrawal: HubSpot drops its cookies and stops tracking on this page. */
export function revokeHubspot(): void {
  ;(window._hsq ??= []).push(['revokeCookieConsent'])
}
