import 'server-only'

import { getPublishedSiteSettings } from '@/cms/read/globals'
import { BRAND } from '@/cms/seed/brand'

/** The brand is a CMS setting (cached, expired on save); the seed's default covers an unseeded database. */
export async function brandName(): Promise<string> {
  const settings = await getPublishedSiteSettings()
  return settings.brandName?.trim() || BRAND.name
}
