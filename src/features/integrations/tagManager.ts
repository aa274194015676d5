import { loadScript } from './loadScript'

/** Google Tag Manager's container, after the Consent Mode defaults are in the data layer. */
export function loadTagManager(containerId: string): void {
  ;(window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`)
}

/** A tracked event for the tag manager's tags (ads, conversions), once consent allows. */
export function pushTagManagerEvent(event: string, properties: object): void {
  ;(window.dataLayer ??= []).push({ event, ...properties })
}
