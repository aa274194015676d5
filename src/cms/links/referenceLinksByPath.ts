import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { documentPath, LINKABLE_COLLECTIONS } from '../documentRoutes'
import { linkHolders } from './linkHolders'
import { eachLink, type LinkReference } from './linkValue'

type Req = Partial<PayloadRequest>

/** Every linkable document by its current address. */
async function documentsByAddress(payload: Payload, req?: Req): Promise<Map<string, LinkReference>> {
  const byAddress = new Map<string, LinkReference>()
  for (const collection of LINKABLE_COLLECTIONS) {
    const { docs } = await payload.db.find({ collection, pagination: false, limit: 0, req })
    for (const doc of docs as Array<{ id: number | string; path?: unknown; slug?: unknown }>) {
      const address = documentPath(collection, doc)
      if (address && !byAddress.has(address)) byAddress.set(address, { relationTo: collection, value: doc.id })
    }
  }
  return byAddress
}

/** Turns custom links whose address is exactly a document's into references to it; true when one changed. */
function referenceByAddress(data: unknown, byAddress: Map<string, LinkReference>): boolean {
  let changed = false
  eachLink(data, (link) => {
    const target = link.type === 'custom' && link.href ? byAddress.get(link.href) : undefined
    if (!target) return
    link.type = 'reference'
    link.reference = { ...target }
    link.href = null
    changed = true
  })
  return changed
}

/**
 * Custom links that lead to one of our documents' addresses become references to it, so
 * they follow the document from now on; every other link stays as it is. Written below
 * Payload's operations (no hooks, no new versions): the documents' own rows and their newest
 * versions, which the admin edits, both change. Used by the `link_references` migration
 * (existing databases) and by the seed (its content is written as paths).
 */
export async function referenceLinksByPath(payload: Payload, req?: Req): Promise<number> {
  const byAddress = await documentsByAddress(payload, req)
  const holders = linkHolders(payload.config)
  let changed = 0
  for (const { slug } of holders.collections) {
    const collection = slug as CollectionSlug
    const { docs } = await payload.db.find({ collection, pagination: false, limit: 0, req })
    for (const doc of docs) {
      if (!referenceByAddress(doc, byAddress)) continue
      await payload.db.updateOne({ collection, id: doc.id, data: doc, req })
      changed++
    }
    if (!payload.collections[collection]?.config.versions) continue
    const versions = await payload.db.findVersions({ collection, where: { latest: { equals: true } }, pagination: false, limit: 0, req })
    for (const version of versions.docs) {
      if (referenceByAddress(version.version, byAddress)) await payload.db.updateVersion({ collection, id: version.id, versionData: version, req })
    }
  }
  for (const { slug } of holders.globals) {
    const global = slug as GlobalSlug
    const data = await payload.db.findGlobal({ slug: global, req })
    if (data && referenceByAddress(data, byAddress)) {
      await payload.db.updateGlobal({ slug: global, data, req })
      changed++
    }
    const versions = await payload.db.findGlobalVersions({ global, where: { latest: { equals: true } }, pagination: false, limit: 0, req })
    for (const version of versions.docs) {
      if (referenceByAddress(version.version, byAddress)) await payload.db.updateGlobalVersion({ global, id: version.id, versionData: version, req })
    }
  }
  return changed
}
