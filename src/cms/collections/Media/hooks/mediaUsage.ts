import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  Field,
  GlobalAfterChangeHook,
  GlobalSlug,
  Payload,
  PayloadRequest,
  SanitizedConfig,
} from 'payload'

import { MEDIA_USAGES } from '../MediaUsages'
import { collectMediaIds, MEDIA, mayReferenceMedia, type BlockLookup } from './mediaReferences'

/*
 * Media becomes readable by visitors once published content shows it (see access/mediaRead.ts).
 * Every collection and global that can point at media gets these hooks (mediaUsagePlugin.ts):
 * on each change or delete, the document's published state is read back, its media ids
 * replace its rows in `media-usages`, and each media document whose rows changed has its
 * `usedByPublished` flag recomputed, all inside the editor's transaction, so a publish and
 * the visibility of its images commit together.
 */

type Usage = { id: number | string; media?: number | { id: number } | null }

const blockLookup =
  (config: SanitizedConfig): BlockLookup =>
  (slug) =>
    config.blocks?.find((block) => block.slug === slug)

export const collectionSource = (slug: string, id: number | string) => `${slug}:${id}`
export const globalSource = (slug: string) => `global:${slug}`

const usageMediaId = (usage: Usage) => (typeof usage.media === 'object' ? usage.media?.id : usage.media) ?? undefined

/**
 * Recompute `usedByPublished` for these media. The flag is written first and the rows are
 * counted again after: on PostgreSQL the write waits for another transaction holding the
 * same media row, and the second count then sees what that one committed, so two editors
 * changing references to one image at once cannot leave a stale flag. Ids go in ascending
 * order, so two such transactions lock rows in the same order and never deadlock.
 */
export async function refreshUsedByPublished(payload: Payload, req: PayloadRequest, mediaIds: Iterable<number>) {
  const countUses = async (id: number) =>
    (await payload.db.count({ collection: MEDIA_USAGES, where: { media: { equals: id } }, req })).totalDocs > 0
  for (const id of [...new Set(mediaIds)].sort((a, b) => a - b)) {
    const used = await countUses(id)
    const write = (usedByPublished: boolean) =>
      payload.db.updateMany({ collection: MEDIA, where: { id: { equals: id } }, data: { usedByPublished }, req, returning: false })
    await write(used)
    const usedNow = await countUses(id)
    if (usedNow !== used) await write(usedNow)
  }
}

/** Replace the rows `source` owns with one per id in `mediaIds`; refresh the media whose rows changed. */
export async function syncMediaUsage(payload: Payload, req: PayloadRequest, source: string, mediaIds: Set<number>) {
  const { docs } = await payload.db.find<Usage>({
    collection: MEDIA_USAGES,
    where: { source: { equals: source } },
    limit: 0,
    pagination: false,
    req,
  })
  const before = new Set(docs.map(usageMediaId).filter((id): id is number => id !== undefined))
  const removed = [...before].filter((id) => !mediaIds.has(id))
  const added = [...mediaIds].filter((id) => !before.has(id))
  if (removed.length === 0 && added.length === 0) return

  if (removed.length > 0)
    await payload.db.deleteMany({ collection: MEDIA_USAGES, where: { and: [{ source: { equals: source } }, { media: { in: removed } }] }, req })
  // Only ids of media that exist: a stale id in a document (its media deleted) must not fail the save.
  const existing = added.length
    ? (await payload.db.find<{ id: number }>({ collection: MEDIA, where: { id: { in: added } }, limit: 0, pagination: false, select: { id: true }, req })).docs.map((doc) => doc.id)
    : []
  for (const media of existing) await payload.db.create({ collection: MEDIA_USAGES, data: { media, source }, req, returning: false })
  await refreshUsedByPublished(payload, req, [...removed, ...existing])
}

/**
 * The media a collection document shows visitors: its stored row is the published version
 * (Payload writes a draft save only to the versions table), and counts only while published.
 */
async function publishedMediaOfDocument(payload: Payload, req: PayloadRequest, slug: CollectionSlug, id: number | string, fields: Field[], drafts: boolean) {
  const row = await payload.db.findOne<Record<string, unknown> & { id: number | string }>({ collection: slug, where: { id: { equals: id } }, req })
  if (!row || (drafts && row._status !== 'published')) return new Set<number>()
  return collectMediaIds(fields, row, blockLookup(payload.config))
}

export const trackCollectionMediaUsage: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const drafts = Boolean(collection.versions && collection.versions.drafts)
  const ids = await publishedMediaOfDocument(req.payload, req, collection.slug as CollectionSlug, doc.id, collection.fields, drafts)
  await syncMediaUsage(req.payload, req, collectionSource(collection.slug, doc.id), ids)
  return doc
}

export const forgetCollectionMediaUsage: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await syncMediaUsage(req.payload, req, collectionSource(collection.slug, doc.id as number | string), new Set())
  return doc
}

export const trackGlobalMediaUsage: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  const drafts = Boolean(global.versions && global.versions.drafts)
  const row = drafts ? await req.payload.db.findGlobal<Record<string, unknown>>({ slug: global.slug as GlobalSlug, req }) : doc
  const published = row && (!drafts || row._status === 'published')
  const ids = published ? collectMediaIds(global.fields, row, blockLookup(req.payload.config)) : new Set<number>()
  await syncMediaUsage(req.payload, req, globalSource(global.slug), ids)
  return doc
}

/**
 * A deleted media document takes its rows with it. The foreign key may already have set
 * them to null (PostgreSQL does, before this hook runs), so those go too.
 */
export const forgetDeletedMedia: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await req.payload.db.deleteMany({
    collection: MEDIA_USAGES,
    where: { or: [{ media: { equals: doc.id } }, { media: { exists: false } }] },
    req,
  })
  return doc
}

/**
 * Rebuild every row and flag from the stored documents: for databases whose content predates
 * this tracking (run by its migration), and as a repair should rows ever drift.
 */
export async function rebuildMediaUsage(payload: Payload, req: Partial<PayloadRequest> = {}) {
  const lookup = blockLookup(payload.config)
  const rows: { media: number; source: string }[] = []
  for (const collection of payload.config.collections) {
    if (collection.slug === MEDIA || collection.slug === MEDIA_USAGES || !mayReferenceMedia(collection.fields, lookup)) continue
    const drafts = Boolean(collection.versions && collection.versions.drafts)
    const { docs } = await payload.db.find<Record<string, unknown> & { id: number }>({
      collection: collection.slug,
      where: drafts ? { _status: { equals: 'published' } } : {},
      limit: 0,
      pagination: false,
      req,
    })
    for (const doc of docs)
      for (const media of collectMediaIds(collection.fields, doc, lookup)) rows.push({ media, source: collectionSource(collection.slug, doc.id) })
  }
  for (const global of payload.config.globals) {
    if (!mayReferenceMedia(global.fields, lookup)) continue
    const doc = await payload.db.findGlobal<Record<string, unknown>>({ slug: global.slug, req })
    const drafts = Boolean(global.versions && global.versions.drafts)
    if (!doc || (drafts && doc._status !== 'published')) continue
    for (const media of collectMediaIds(global.fields, doc, lookup)) rows.push({ media, source: globalSource(global.slug) })
  }

  const { docs: allMedia } = await payload.db.find<{ id: number }>({ collection: MEDIA, limit: 0, pagination: false, select: { id: true }, req })
  const exists = new Set(allMedia.map((doc) => doc.id))
  await payload.db.deleteMany({ collection: MEDIA_USAGES, where: {}, req })
  for (const row of rows.filter((candidate) => exists.has(candidate.media)))
    await payload.db.create({ collection: MEDIA_USAGES, data: row, req, returning: false })
  const used = [...new Set(rows.map((row) => row.media))].filter((id) => exists.has(id))
  await payload.db.updateMany({ collection: MEDIA, where: {}, data: { usedByPublished: false }, req, returning: false })
  if (used.length) await payload.db.updateMany({ collection: MEDIA, where: { id: { in: used } }, data: { usedByPublished: true }, req, returning: false })
}
