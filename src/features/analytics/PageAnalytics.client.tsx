'use client'

import PlausibleProvider from 'next-plausible'

import { PLAUSIBLE_PROVIDER_PROPS } from './plausiblePaths'

/**
 * Cookieless page analytics (Plausible) through next-plausible, from our own origin
 * (plausibleProxy.ts serves the script and forwards /api/event). It keeps no cookie and no
 * personal data, so it runs whatever the consent state, like the site's own server logs; the
 * consent-gated scripts are in src/features/integrations. Rendered from the after-hydration
 * chunk: in the layout, next-plausible's next/script would add about 2 KB gzip to every
 * page's first-load JavaScript. The script follows the App Router's history changes, so
 * every route change is a pageview. Its inline init script is allowed by hash (src/features/security).
 */
export function PageAnalytics() {
  return <PlausibleProvider {...PLAUSIBLE_PROVIDER_PROPS} />
}
