import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

/** Seeding runs outside Next: there is no cache to expire, and access rules are the seeder's. */
export const context = { disableRevalidate: true }

export type Created = { created: number; ids: Map<string, number> }

/** Ids of the documents whose `field` is one of `keys`, by that value. */
export async function existingIds(payload: Payload, collection: CollectionSlug, field: string, keys: string[]): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection,
    where: { [field]: { in: keys } },
    limit: 0,
    pagination: false,
    depth: 0,
    context,
  })
  return new Map(docs.map((doc) => [String((doc as unknown as Record<string, unknown>)[field]), Number(doc.id)]))
}

/**
 * Creates each document whose `field` value is not in the collection yet; what exists is
 * left exactly as editors made it. Returns how many were created and every key's id,
 * created or found, for the documents seeded after these to point at.
 */
export async function createMissing<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  field: string,
  docs: RequiredDataFromCollectionSlug<C>[],
  { publish }: { publish: boolean },
): Promise<Created> {
  const keyOf = (doc: RequiredDataFromCollectionSlug<C>) => String((doc as Record<string, unknown>)[field])
  const ids = await existingIds(payload, collection, field, docs.map(keyOf))
  let created = 0
  for (const doc of docs) {
    if (ids.has(keyOf(doc))) continue
    const data = publish ? { ...doc, _status: 'published' } : doc
    const result = await payload.create({ collection, data: data as RequiredDataFromCollectionSlug<C>, context })
    ids.set(keyOf(doc), Number(result.id))
    created++
  }
  return { created, ids }
}
