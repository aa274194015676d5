import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'

import { publishedRow } from './publishedRow'

type Doc = Record<string, unknown>
type AddressOf = (doc: Doc) => string

const contextKey = (collection: string, id: unknown) => `publishedAddress:${collection}:${String(id)}`

/**
 * Before a write that replaces the published document (a publish, not a draft save, which
 * Payload keeps in the versions table only), note the address it is published at now. The
 * hook's `originalDoc` cannot tell: it is the newest draft, which may already carry the new address.
 */
const rememberPublishedAddress =
  (addressOf: AddressOf): CollectionBeforeChangeHook =>
  async ({ collection, data, operation, originalDoc, req }) => {
    if (operation !== 'update' || data._status === 'draft' || !originalDoc) return data
    const published = await publishedRow(req, collection.slug, originalDoc.id)
    req.context[contextKey(collection.slug, originalDoc.id)] = published ? addressOf(published) : null
    return data
  }

async function redirectFrom(req: PayloadRequest, from: string) {
  const { docs } = await req.payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, req })
  return docs[0] ?? null
}

/**
 * Once a document is published at a new address:
 * - a redirect from that address is removed, since the proxy serves redirects before pages
 *   and would otherwise hide this one;
 * - unless the editor unticked the box, the old address redirects here (301), and redirects
 *   that led to the old address are flattened to lead here (see flattenRedirectChains).
 * A publish at the same address touches no redirect (a temporary 302 away from a live page stays).
 */
const redirectFromPreviousAddress =
  (addressOf: AddressOf): CollectionAfterChangeHook =>
  async ({ collection, data, doc, req }) => {
    const key = contextKey(collection.slug, doc.id)
    const previous = req.context[key] as string | null | undefined
    delete req.context[key]
    if (doc._status !== 'published') return doc
    const address = addressOf(doc as Doc)
    if (previous === address) return doc

    const shadowing = await redirectFrom(req, address)
    if (shadowing) {
      await req.payload.delete({ collection: 'redirects', id: shadowing.id, req })
      req.payload.logger.info(`Removed the redirect from ${address}: a ${collection.slug} document is now published there`)
    }
    if (!previous || (data as Doc).redirectFromOldAddress === false) return doc
    const existing = await redirectFrom(req, previous)
    const redirect = { from: previous, to: address, type: '301' as const }
    if (existing) await req.payload.update({ collection: 'redirects', id: existing.id, data: redirect, depth: 0, req })
    else await req.payload.create({ collection: 'redirects', data: redirect, depth: 0, req })
    req.payload.logger.info(`Redirect ${previous} → ${address} saved after a ${collection.slug} document moved`)
    return doc
  }

/** Adds the old-address redirect hooks to a collection's hooks (Pages by path, Posts by /blog/slug). */
export const withOldAddressRedirect = <T extends Pick<CollectionConfig, 'hooks'>>(config: T, addressOf: AddressOf): T => ({
  ...config,
  hooks: {
    ...config.hooks,
    beforeChange: [...(config.hooks?.beforeChange ?? []), rememberPublishedAddress(addressOf)],
    afterChange: [...(config.hooks?.afterChange ?? []), redirectFromPreviousAddress(addressOf)],
  },
})
