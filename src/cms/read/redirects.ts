import 'server-only'

import { unstable_cache } from 'next/cache'

import type { RedirectRule } from '@/lib/redirects/match'
import { TAGS } from '../cacheTags'
import { payloadClient } from './payload'

/**
 * Every redirect rule, from Next's data cache; the collection's hooks expire the tag, so the
 * proxy's next refresh (at most 5 s later) sees a change without a database query per refresh.
 * Read with access control off: the collection is closed to visitors, the endpoint is signed.
 */
export const getRedirectRules = unstable_cache(
  async (): Promise<RedirectRule[]> => {
    const { docs } = await (await payloadClient()).find({
      collection: 'redirects',
      pagination: false,
      depth: 0,
      select: { from: true, to: true, type: true },
      overrideAccess: true,
    })
    return docs.map((doc) => ({ from: doc.from, to: doc.to, status: doc.type === '302' ? 302 : 301 }))
  },
  ['redirect-rules'],
  { tags: [TAGS.redirects] },
)
