import type { Env } from '@/lib/env'

/** What one third party needs beyond our own origin, per CSP directive. */
export type Sources = Partial<Record<'script-src' | 'style-src' | 'connect-src' | 'img-src' | 'frame-src' | 'font-src' | 'media-src', string[]>>

const HCAPTCHA = ['https://hcaptcha.com', 'https://*.hcaptcha.com']

/**
 * The hosts each configured integration loads from, and nothing for one that is not configured.
 * The consent-gated scripts (src/features/integrations) are injected only after Accept; the
 * captcha and the scheduler load when a visitor opens the form or the booking modal. Hosts
 * follow each vendor's published CSP guidance. Tags that Google Tag Manager injects from other
 * hosts are blocked unless the operator lists those hosts in CSP_EXTRA_* (see extraSources):
 * the default is that no unreviewed host runs code on a security company's site.
 */
export function integrationSources(env: Env): Sources[] {
  const sources: Sources[] = [
    // hCaptcha's documented policy: the same two sources for scripts, frames, styles and calls.
    { 'script-src': HCAPTCHA, 'frame-src': HCAPTCHA, 'style-src': HCAPTCHA, 'connect-src': HCAPTCHA },
    {
      'script-src': ['https://assets.calendly.com'],
      'style-src': ['https://assets.calendly.com'],
      'frame-src': [new URL(env.CALENDLY_URL).origin],
    },
  ]
  if (env.GTM_ID) {
    sources.push({
      'script-src': ['https://www.googletagmanager.com'],
      'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
      'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
    })
  }
  if (env.HUBSPOT_PORTAL_ID) {
    sources.push({
      'script-src': ['https://js.hs-scripts.com', 'https://js.hs-analytics.net', 'https://js.hs-banner.com', 'https://js.hscollectedforms.net'],
      'connect-src': ['https://*.hubspot.com', 'https://forms.hscollectedforms.net', 'https://*.hs-banner.com'],
      'img-src': ['https://track.hubspot.com', 'https://*.hubspot.com'],
    })
  }
  if (env.LINKEDIN_PARTNER_ID) {
    sources.push({
      'script-src': ['https://snap.licdn.com'],
      'img-src': ['https://px.ads.linkedin.com'],
      'connect-src': ['https://px.ads.linkedin.com'],
    })
  }
  if (env.INTERCOM_APP_ID) {
    sources.push({
      'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
      'connect-src': ['https://*.intercom.io', 'wss://*.intercom.io', 'https://uploads.intercomcdn.com'],
      'img-src': ['https://*.intercomcdn.com', 'https://static.intercomassets.com'],
      'font-src': ['https://js.intercomcdn.com'],
      'media-src': ['https://js.intercomcdn.com'],
      'frame-src': ['https://intercom-sheets.com'],
    })
  }
  return [...sources, extraSources(env)]
}

/**
 * The operator's additions for tags the tag manager injects (CSP_EXTRA_SCRIPT_SRC, …_CONNECT_SRC,
 * …_IMG_SRC, …_FRAME_SRC). src/lib/envLists.ts admits only https origins, so these can add hosts
 * but never `'unsafe-inline'`, `http:`, `https:` or `*`.
 */
function extraSources(env: Env): Sources {
  return {
    'script-src': env.CSP_EXTRA_SCRIPT_SRC,
    'connect-src': env.CSP_EXTRA_CONNECT_SRC,
    'img-src': env.CSP_EXTRA_IMG_SRC,
    'frame-src': env.CSP_EXTRA_FRAME_SRC,
  }
}
