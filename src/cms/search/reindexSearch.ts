import type { Payload, PayloadRequest } from 'payload'

import { SEARCH_COLLECTIONS } from './searchDocument'
import type { SearchIndex } from '../payload-types'
import { SEARCH_INDEX, indexFields } from './searchPlugin'

/**
 * The whole index rebuilt from the published documents, as the plugin's hooks would have
 * written it: the migration that brings the search in runs this once over existing content.
 * Editors rebuild one type at a time with the admin's Reindex button.
 */
export async function reindexSearch(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  await payload.delete({ collection: SEARCH_INDEX, where: { id: { exists: true } }, req })
  let written = 0
  for (const collection of SEARCH_COLLECTIONS) {
    const { docs } = await payload.find({
      collection,
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      req,
    })
    for (const doc of docs) {
      const data = { doc: { relationTo: collection, value: doc.id } as SearchIndex['doc'], ...(await indexFields(payload, collection, doc)) }
      await payload.create({ collection: SEARCH_INDEX, data, depth: 0, req })
      written++
    }
  }
  return written
}
