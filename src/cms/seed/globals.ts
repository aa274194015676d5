import type { Payload } from 'payload'

import { BRAND, DEFAULT_URLS } from './brand'
import { seedFooter } from './footer'
import { context } from './lib/createMissing'
import { linkTo } from './lib/links'
import { seedNavigation } from './navigation'

/**
 * Each global is written only while it is still empty, so editors' changes survive a re-seed.
 * Globals have drafts: the seed publishes, or visitors would see none of it.
 */
const published = { _status: 'published' } as const

/** Returns whether it wrote any global. */
export async function seedGlobals(payload: Payload): Promise<boolean> {
  let written = false
  const settings = await payload.findGlobal({ slug: 'site-settings', context })
  if (!settings.docs?.href) {
    written = true
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        brandName: BRAND.name,
        docs: linkTo(DEFAULT_URLS.docsUrl),
        apiReference: linkTo(DEFAULT_URLS.apiReferenceUrl),
        login: linkTo(DEFAULT_URLS.loginUrl),
        statusPage: linkTo(DEFAULT_URLS.statusPageUrl),
        talkToExpert: linkTo(DEFAULT_URLS.talkToExpertUrl),
        ...published,
      },
      context,
    })
  }
  const nav = await payload.findGlobal({ slug: 'header-nav', context })
  if (!nav.items?.length) {
    written = true
    await payload.updateGlobal({ slug: 'header-nav', data: { items: seedNavigation, ...published }, context })
  }
  const footer = await payload.findGlobal({ slug: 'footer', context })
  if (!footer.columns?.length) {
    written = true
    await payload.updateGlobal({ slug: 'footer', data: { ...seedFooter, ...published }, context })
  }
  const banner = await payload.findGlobal({ slug: 'banner', context })
  if (!banner.text) {
    written = true
    await payload.updateGlobal({
      slug: 'banner',
      data: {
        enabled: false,
        text: 'New: Page Protection for PCI DSS 4.0 requirements 6.4.3 and 11.6.1',
        linkLabel: 'Learn more',
        link: linkTo('/products/page-protection'),
        ...published,
      },
      context,
    })
  }
  return written
}
