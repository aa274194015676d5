import 'server-only'

import { unstable_cache } from 'next/cache'
import type { CollectionSlug, DataFromCollectionSlug, Where } from 'payload'

import { payloadClient } from './payload'

type FindArgs = {
  collection: CollectionSlug
  where?: Where
  limit?: number
  pagination?: boolean
  depth: number
  select?: Record<string, unknown>
  sort?: string
}

/**
 * payload.find of published documents in any collection, as an anonymous reader; typed
 * loosely because TypeScript cannot expand the union of every collection.
 */
export async function findPublished(args: FindArgs): Promise<unknown[]> {
  const payload = await payloadClient()
  const { docs } = await (
    payload.find as (options: FindArgs & { overrideAccess: false }) => Promise<{ docs: unknown[] }>
  )({
    ...args,
    overrideAccess: false, // anonymous reads: published documents only
  })
  return docs
}

/**
 * Reads of published content go through Next's data cache, tagged so the CMS hooks
 * can expire them: an anonymous request never reaches the database.
 */
export function cachedDocBy<C extends CollectionSlug>(collection: C, field: string, tags: string[], depth = 1) {
  return unstable_cache(
    async (value: string) => {
      const docs = await findPublished({ collection, where: { [field]: { equals: value } }, limit: 1, depth })
      return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
    },
    [collection, 'by', field, String(depth)],
    { tags },
  )
}

/** Every published document's `field` (paths, slugs): what static params and 404 checks need. */
export function cachedFieldValues(collection: CollectionSlug, field: string, tag: string) {
  return unstable_cache(
    async (): Promise<string[]> => {
      const docs = await findPublished({ collection, pagination: false, depth: 0, select: { [field]: true } })
      return docs.map((doc) => String((doc as Record<string, unknown>)[field]))
    },
    [collection, 'values', field],
    { tags: [tag] },
  )
}

/** Every published document of a collection, sorted: the listings (blog, changelog, careers…). */
export function cachedList<C extends CollectionSlug>(collection: C, sort: string, tags: string[], depth = 1) {
  return unstable_cache(
    async () => (await findPublished({ collection, pagination: false, depth, sort })) as DataFromCollectionSlug<C>[],
    [collection, 'list', sort, String(depth)],
    { tags },
  )
}
