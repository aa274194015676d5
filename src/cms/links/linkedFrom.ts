import type { CollectionSlug, GlobalSlug, PayloadRequest } from 'payload'

import { documentPath } from '../documentRoutes'
import { linkHolders } from './linkHolders'
import { eachLink, referenceTarget } from './linkValue'

type Doc = { id?: number | string; path?: unknown; slug?: unknown; [field: string]: unknown }

/** Something that links to a document: how an editor would name it, and where to edit it in the admin. */
export type Referrer = { label: string; href: string }

const linksTo = (data: unknown, collection: string, id: number | string) => {
  let found = false
  eachLink(data, (link) => {
    const target = referenceTarget(link)
    if (target && target.collection === collection && String(target.id) === String(id)) found = true
  })
  return found
}

const labelOf = (config: { labels?: { singular?: unknown }; slug: string }) =>
  typeof config.labels?.singular === 'string' ? config.labels.singular : config.slug

/**
 * What links to a document, as an editor would name it: "Page “Pricing” (/pricing)", "Header
 * navigation", "Redirect /old → /pricing". Published rows and newest drafts both count: a draft
 * that links here would publish a dead link. Read below Payload's operations, so no link is
 * resolved (and no access rule hides a referrer) on the way.
 */
export async function linkedFrom(req: PayloadRequest, collection: string, id: number | string): Promise<Referrer[]> {
  const { payload } = req
  const admin = payload.config.routes.admin
  const holders = linkHolders(payload.config)
  const referrers = new Map<string, Referrer>()
  const add = (label: string, href: string) => referrers.set(href, { label, href })

  for (const holder of holders.collections) {
    const slug = holder.slug as CollectionSlug
    const titleField = holder.admin?.useAsTitle ?? 'id'
    const name = (doc: Doc) => {
      const title = String(doc[titleField] ?? doc.id)
      const address = documentPath(slug, doc)
      return `${labelOf(holder)} “${title}”${address ? ` (${address})` : ''}`
    }
    const edit = (doc: Doc) => `${admin}/collections/${slug}/${String(doc.id)}`
    const { docs } = await payload.db.find({ collection: slug, pagination: false, limit: 0, req })
    for (const doc of docs as Doc[]) {
      if (slug === collection && String(doc.id) === String(id)) continue
      if (linksTo(doc, collection, id)) add(name(doc), edit(doc))
    }
    if (!holder.versions) continue
    const drafts = await payload.db.findVersions({ collection: slug, where: { latest: { equals: true } }, pagination: false, limit: 0, req })
    for (const draft of drafts.docs) {
      if (slug === collection && String(draft.parent) === String(id)) continue
      const doc = { ...(draft.version as Doc), id: draft.parent as number }
      if (linksTo(draft.version, collection, id) && !referrers.has(edit(doc))) add(name(doc), edit(doc))
    }
  }

  for (const holder of holders.globals) {
    const slug = holder.slug as GlobalSlug
    const label = typeof holder.label === 'string' ? holder.label : slug
    const published = await payload.db.findGlobal({ slug, req })
    const drafts = holder.versions
      ? (await payload.db.findGlobalVersions({ global: slug, where: { latest: { equals: true } }, pagination: false, limit: 0, req })).docs
      : []
    if (linksTo(published, collection, id) || drafts.some((draft) => linksTo(draft.version, collection, id))) add(label, `${admin}/globals/${slug}`)
  }
  return [...referrers.values()]
}

/**
 * Redirects that lead to `address`, with or without a query or fragment: deleting the document
 * there would leave them leading to a 404.
 */
export async function redirectsTo(req: PayloadRequest, address: string): Promise<Referrer[]> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { to: { like: address } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
    .filter((redirect) => redirect.to.split(/[?#]/, 1)[0] === address)
    .map((redirect) => ({ label: `Redirect ${redirect.from} → ${redirect.to}`, href: `${req.payload.config.routes.admin}/collections/redirects/${redirect.id}` }))
}
