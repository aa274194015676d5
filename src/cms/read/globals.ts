import 'server-only'

import { unstable_cache } from 'next/cache'

import { TAGS } from '../cacheTags'
import { orLatestGlobalDraft } from './drafts'
import { payloadClient } from './payload'

/**
 * Globals are read through Next's data cache, tagged so the CMS hooks can expire them:
 * an anonymous request never reaches the database. They hold links, which show their targets'
 * current addresses, so a moved document expires them too.
 */
const cachedGlobal = <S extends 'site-settings' | 'header-nav' | 'footer' | 'banner'>(slug: S, tag: string) =>
  unstable_cache(
    async () => (await payloadClient()).findGlobal({ slug, depth: 0, overrideAccess: false }),
    ['global', slug],
    { tags: [tag, TAGS.addresses] },
  )

/** The published settings, for what no preview needs to show differently (the brand in titles and images). */
export const getPublishedSiteSettings = cachedGlobal('site-settings', TAGS.siteSettings)

/** What the site's shell shows: published, or in an editor's preview the newest drafts. */
export const getSiteSettings = orLatestGlobalDraft(getPublishedSiteSettings, 'site-settings')
export const getHeaderNav = orLatestGlobalDraft(cachedGlobal('header-nav', TAGS.headerNav), 'header-nav')
export const getFooter = orLatestGlobalDraft(cachedGlobal('footer', TAGS.footer), 'footer')
export const getBanner = orLatestGlobalDraft(cachedGlobal('banner', TAGS.banner), 'banner')
