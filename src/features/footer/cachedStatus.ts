import 'server-only'

import { unstable_cache } from 'next/cache'

import { fetchStatus, STATUS_REFRESH_SECONDS } from './status'

/**
 * The footer's status, kept by Next for a minute per URL. This also caps the revalidation
 * period of every page that shows it at a minute, as the page's own fetch used to.
 */
export const getSiteStatus = (url: string | null | undefined) =>
  url ? unstable_cache(() => fetchStatus(url), ['site-status', url], { revalidate: STATUS_REFRESH_SECONDS })() : fetchStatus(url)
