import type { CollectionSlug, PayloadRequest } from 'payload'

import { documentPath } from '../documentRoutes'
import { linkHref, type AddressOf, type LinkValue } from './linkValue'

const MEMO = 'linkAddresses'

/**
 * The current address of a document, read from its own row (what visitors see), once per
 * request: a navigation with twenty links to the same few pages costs a few small reads.
 */
export function addressReader(req: PayloadRequest): AddressOf {
  const memo = (req.context[MEMO] ??= new Map<string, Promise<string | null>>()) as Map<string, Promise<string | null>>
  return (collection, id) => {
    const key = `${collection}:${String(id)}`
    let address = memo.get(key)
    if (!address) {
      address = req.payload
        .find({
          collection: collection as CollectionSlug,
          where: { id: { equals: id } },
          select: collection === 'pages' ? { path: true } : { slug: true },
          depth: 0,
          limit: 1,
          pagination: false,
          overrideAccess: true,
          req,
        })
        .then(({ docs }) => (docs[0] ? documentPath(collection, docs[0] as { path?: unknown; slug?: unknown }) : null))
      memo.set(key, address)
    }
    return address
  }
}

/** The address a link leads to now, on the server: what every read of a link field returns as its `href`. */
export const resolveLink = (req: PayloadRequest, link: LinkValue | null | undefined) => linkHref(link, addressReader(req))
