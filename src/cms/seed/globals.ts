import type { Payload } from 'payload'

import { BRAND, DEFAULT_URLS } from './brand'
import { seedFooter } from './footer'
import { context } from './lib/createMissing'
import { seedNavigation } from './navigation'

/**
 * Each global is written only while it is still empty, so editors' changes survive a re-seed.
 * Globals have drafts: the seed publishes, or visitors would see none of it.
 */
const published = { _status: 'published' } as const

export async function seedGlobals(payload: Payload): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', context })
  if (!settings.docsUrl) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { brandName: BRAND.name, ...DEFAULT_URLS, ...published },
      context,
    })
  }
  const nav = await payload.findGlobal({ slug: 'header-nav', context })
  if (!nav.items?.length) {
    await payload.updateGlobal({ slug: 'header-nav', data: { items: seedNavigation, ...published }, context })
  }
  const footer = await payload.findGlobal({ slug: 'footer', context })
  if (!footer.columns?.length) {
    await payload.updateGlobal({ slug: 'footer', data: { ...seedFooter, ...published }, context })
  }
  const banner = await payload.findGlobal({ slug: 'banner', context })
  if (!banner.text) {
    await payload.updateGlobal({
      slug: 'banner',
      data: {
        enabled: false,
        text: 'New: Page Protection for PCI DSS 4.0 requirements 6.4.3 and 11.6.1',
        linkLabel: 'Learn more',
        linkHref: '/products/page-protection',
        ...published,
      },
      context,
    })
  }
}
