import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'

import { TAGS } from '../cacheTags'
import { publicError } from '../errors'
import { documentPath } from '../documentRoutes'
import { publishedRow } from '../hooks/publishedRow'
import { expire } from '../hooks/revalidate'
import { linkedFrom, redirectsTo, type Referrer } from './linkedFrom'
import { isLinkable } from './linkValue'

const contextKey = (collection: string, id: unknown) => `linkAddress:${collection}:${String(id)}`

/** Before a publish, note the address visitors see now (the newest draft may already carry the new one). */
export const rememberLinkedAddress: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || data._status === 'draft' || !originalDoc || !isLinkable(collection.slug)) return data
  const published = await publishedRow(req, collection.slug, originalDoc.id)
  req.context[contextKey(collection.slug, originalDoc.id)] = published ? documentPath(collection.slug, published) : null
  return data
}

/**
 * Links show their target's current address, read when the page holding them is rendered; a
 * document published at a new address (or for the first time) expires those cached pages.
 */
export const expireLinksOnMove: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const key = contextKey(collection.slug, doc.id)
  if (!(key in req.context)) return doc
  const previous = req.context[key]
  delete req.context[key]
  if (doc._status === 'published' && previous !== documentPath(collection.slug, doc)) await expire(TAGS.addresses, req)
  return doc
}

export const expireLinksOnDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  if (isLinkable(collection.slug)) await expire(TAGS.addresses, req)
  return doc
}

/** Everything that leads to a linkable document (links to it, redirects to its address), and its address. */
export async function referrersOf(req: PayloadRequest, collection: string, id: number | string) {
  const row = await req.payload.db.findOne({ collection: collection as CollectionSlug, where: { id: { equals: id } }, req })
  const address = row ? documentPath(collection, row as { path?: unknown; slug?: unknown }) : null
  const referrers: Referrer[] = [...(await linkedFrom(req, collection, id)), ...(address ? await redirectsTo(req, address) : [])]
  return { address, referrers }
}

/**
 * A document that links or redirects lead to is not deleted: the editor is told which ones, so
 * they can point them elsewhere first, rather than finding the 404s later. The admin shows the
 * refusal as a toast, which holds text only: the same list, with a link to each, is the
 * document's "Linked from" panel (LinkedFrom.tsx), which the message points to.
 */
export const refuseDeleteWhileLinked: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  if (!isLinkable(collection.slug)) return
  const { address, referrers } = await referrersOf(req, collection.slug, id)
  if (referrers.length === 0) return
  const what = address ?? 'This document'
  throw publicError(
    'LinkedDocumentError',
    `${what} cannot be deleted while these link to it: ${referrers.map((referrer) => referrer.label).join('; ')}. Point them elsewhere (or remove them), then delete it. Each is linked under “Linked from” beside this document.`,
    409,
    { referrers: referrers.map((referrer) => referrer.label), links: referrers },
  )
}
