import { loadScript } from './loadScript'

declare global {
  interface Window {
    _linkedin_partner_id?: string
    _linkedin_data_partner_ids?: string[]
  }
}

/** LinkedIn's Insight tag and its page-view pixel (the pixel also counts where the tag is blocked). */
export function loadLinkedIn(partnerId: string): void {
  window._linkedin_partner_id = partnerId
  window._linkedin_data_partner_ids = [...new Set([...(window._linkedin_data_partner_ids ?? []), partnerId])]
  loadScript('https://snap.licdn.com/li.lms-analytics/insight.min.js')
  const pixel = new Image(1, 1)
  pixel.alt = ''
  pixel.src = `https://px.ads.linkedin.com/collect/?pid=${encodeURIComponent(partnerId)}&fmt=gif`
}
