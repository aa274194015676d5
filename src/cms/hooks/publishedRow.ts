import type { CollectionSlug, PayloadRequest } from 'payload'

type Row = Record<string, unknown>

/**
 * A document's own row while it is published, else null. A draft of an existing document is
 * kept in its versions table only, so this row is what visitors see, whatever the newest draft says.
 */
export async function publishedRow(req: PayloadRequest, collection: string, id: number | string): Promise<Row | null> {
  const row = (await req.payload.db.findOne({
    collection: collection as CollectionSlug,
    where: { id: { equals: id } },
    req,
  })) as Row | null
  return row?._status === 'published' ? row : null
}
