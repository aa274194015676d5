import type { MetadataRoute } from 'next'

import { robotsRules } from '@/features/seo/robotsRules'
import { getEnv } from '@/lib/env'

// At the root of app/, not in (site): Next recognises robots.ts only there (its matcher is
// anchored at the app root, unlike sitemap.ts), so inside a route group it would never be served.
export default function robots(): MetadataRoute.Robots {
  return robotsRules(getEnv().siteUrl)
}
