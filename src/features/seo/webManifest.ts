import type { MetadataRoute } from 'next'

import { BRAND_COLOUR } from '@/lib/brandMark'

/** The pages' background (`bg-white` on the body): what a launch screen shows before the page paints. */
export const PAGE_BACKGROUND = '#ffffff'

/** Made from the logo by scripts/generate-icons.ts; served from public/. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
] as const satisfies MetadataRoute.Manifest['icons']

/**
 * What a phone or browser shows when the site is added to a home screen. A marketing site,
 * not an app: it opens in the browser, as a link to the home page would.
 */
export function webManifest(brand: string): MetadataRoute.Manifest {
  return {
    name: brand,
    short_name: brand,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: BRAND_COLOUR,
    background_color: PAGE_BACKGROUND,
    icons: [...MANIFEST_ICONS],
  }
}
