import 'server-only'

import { unstable_cache } from 'next/cache'

import { TAGS } from '../cacheTags'
import { payloadClient } from './payload'

/** The next upcoming webinar, else the most recent one; null when there are none. */
export const getFeaturedWebinar = unstable_cache(
  async (nowIso: string) => {
    const payload = await payloadClient()
    const base = { collection: 'webinars' as const, limit: 1, depth: 0, overrideAccess: false }
    const upcoming = await payload.find({
      ...base,
      where: { startsAt: { greater_than_equal: nowIso } },
      sort: 'startsAt',
    })
    if (upcoming.docs[0]) return upcoming.docs[0]
    const latest = await payload.find({ ...base, sort: '-startsAt' })
    return latest.docs[0] ?? null
  },
  ['featured-webinar'],
  { tags: [TAGS.webinars] },
)
