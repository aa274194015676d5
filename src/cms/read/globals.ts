import 'server-only'

import { unstable_cache } from 'next/cache'

import { TAGS } from '../cacheTags'
import { payloadClient } from './payload'

/**
 * Globals are read through Next's data cache, tagged so the CMS hooks can expire them:
 * an anonymous request never reaches the database.
 */
const cachedGlobal = <S extends 'site-settings' | 'header-nav' | 'footer' | 'banner'>(slug: S, tag: string) =>
  unstable_cache(
    async () => (await payloadClient()).findGlobal({ slug, depth: 0, overrideAccess: false }),
    ['global', slug],
    { tags: [tag] },
  )

export const getSiteSettings = cachedGlobal('site-settings', TAGS.siteSettings)
export const getHeaderNav = cachedGlobal('header-nav', TAGS.headerNav)
export const getFooter = cachedGlobal('footer', TAGS.footer)
export const getBanner = cachedGlobal('banner', TAGS.banner)
