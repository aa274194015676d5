import type { MetadataRoute } from 'next'

import { brandName } from '@/features/seo/brand'
import { webManifest } from '@/features/seo/webManifest'

// At the root of app/, like robots.ts and favicon.ico: Next serves manifest.ts (as
// /manifest.webmanifest) only from there, and links it from every page's head. Its icons, the
// favicon and (site)/apple-icon.png were made from (site)/icon.svg by scripts/generate-icons.ts.
export const revalidate = 3600

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return webManifest(await brandName())
}
