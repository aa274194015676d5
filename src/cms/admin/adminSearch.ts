import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

import { SEARCH_INDEX } from '../search/searchPlugin'
import type { AdminSearchAnswer, AdminSearchGroup, AdminSearchStatus } from './adminSearchAnswer'
import { searchedCollections, type SearchedCollection } from './adminSearchCollections'
import { listUrl, matchDetail, matchingWhere } from './adminSearchMatch'
import { ADMIN_SEARCH_PER_COLLECTION, ADMIN_SEARCH_TEXT_MATCHES, fullTextTerms, type AdminSearchQuery } from './adminSearchQuery'
import { publishedTextMatches, type IndexedDocument } from './adminSearchText'

/**
 * The site search's index is a copy of the published documents: its words are searched
 * (publishedTextMatches) and answered as the documents themselves, never as index rows.
 */
const NOT_SEARCHED: ReadonlySet<string> = new Set([SEARCH_INDEX])

type Doc = Record<string, unknown> & { id: string | number }

/** One collection's part of the answer, before statuses. */
type Part = { collection: SearchedCollection; docs: Doc[]; textIds: Set<string>; more: boolean }

/**
 * The search across the admin, as `user` may read it: every collection the admin's nav shows
 * them is searched in its title and search fields (drafts' newest versions included, in
 * collections with drafts), and the published text of every public document through the site
 * search's full-text index. Every query runs with the user's own access, in parallel: one per
 * collection and one on the index, then, only where needed, one per collection for documents
 * found by their text and for which drafts are published already.
 */
export async function searchAdmin(payload: Payload, user: TypedUser, { q, words }: AdminSearchQuery): Promise<AdminSearchAnswer> {
  const collections = searchedCollections(payload.config.collections, user, NOT_SEARCHED)
  let incomplete = false
  const failed = (what: string) => (err: unknown) => {
    incomplete = true
    payload.logger.error({ err, msg: `admin search: ${what} could not be searched` })
    return null
  }
  const read = (collection: SearchedCollection, where: Where, limit: number) =>
    payload.find({
      collection: collection.slug as CollectionSlug,
      draft: collection.drafts,
      where,
      select: selectOf(collection),
      ...(collection.timestamps ? { sort: '-updatedAt' } : {}),
      limit,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      // A collection this user may not read answers no documents rather than an error.
      disableErrors: true,
      user,
    })

  const [byFields, byText] = await Promise.all([
    Promise.all(
      collections.map((collection) =>
        read(collection, matchingWhere(collection.fields, words), ADMIN_SEARCH_PER_COLLECTION + 1).catch(failed(collection.slug)),
      ),
    ),
    publishedTextMatches(payload, user, fullTextTerms(words), ADMIN_SEARCH_TEXT_MATCHES).catch(failed('the published text')),
  ])

  const parts: Part[] = collections.map((collection, i) => {
    const docs = (byFields[i]?.docs ?? []) as unknown as Doc[]
    return { collection, docs: docs.slice(0, ADMIN_SEARCH_PER_COLLECTION), textIds: new Set(), more: docs.length > ADMIN_SEARCH_PER_COLLECTION }
  })
  const textOnly = textMatchesBeyond(parts, byText ?? [])

  const published = await Promise.all(
    parts.map(async (part) => {
      const ids = textOnly.get(part.collection.slug) ?? []
      const found = ids.length ? await read(part.collection, { id: { in: ids } }, ids.length).catch(failed(part.collection.slug)) : null
      // Ranked as the index ranked them; each is in only once, and only while there is room.
      const byId = new Map(((found?.docs ?? []) as unknown as Doc[]).map((doc) => [String(doc.id), doc]))
      for (const id of ids) {
        const doc = byId.get(id)
        if (!doc || part.docs.length >= ADMIN_SEARCH_PER_COLLECTION) continue
        part.docs.push(doc)
        part.textIds.add(id)
      }
      return publishedIds(payload, user, part).catch(failed(part.collection.slug))
    }),
  )

  const adminRoute = payload.config.routes.admin
  const groups: AdminSearchGroup[] = parts.flatMap((part, i): AdminSearchGroup[] => {
    const { collection, docs, textIds, more } = part
    if (docs.length === 0) return []
    return [
      {
        collection: collection.slug,
        label: collection.label,
        results: docs.map((doc) => {
          const id = String(doc.id)
          const title = collection.titleField ? doc[collection.titleField] : undefined
          return {
            id,
            title: typeof title === 'string' && title.trim() ? title : `Untitled (ID ${id})`,
            status: statusOf(collection, doc, published[i] ?? null),
            url: `${adminRoute.replace(/\/$/, '')}/collections/${encodeURIComponent(collection.slug)}/${encodeURIComponent(id)}`,
            detail: matchDetail(collection.fields, collection.titleField, doc, words) ?? (textIds.has(id) ? 'Found in its published text' : null),
          }
        }),
        moreUrl: more ? listUrl(adminRoute, collection.slug, collection.fields, q) : null,
      },
    ]
  })
  return { query: q, groups, incomplete }
}

/** Only the fields a result shows: its title and the fields that can say why it matched, and its status. */
function selectOf(collection: SearchedCollection): Record<string, true> {
  const select: Record<string, true> = Object.fromEntries(collection.fields.map((field) => [field.name, true]))
  if (collection.drafts) select._status = true
  return select
}

/** The documents found by their text that the collections' own matches did not list, by collection, best first. */
function textMatchesBeyond(parts: Part[], matches: IndexedDocument[]): Map<string, string[]> {
  const listed = new Map(parts.map((part) => [part.collection.slug, new Set(part.docs.map((doc) => String(doc.id)))]))
  const beyond = new Map<string, string[]>()
  for (const { collection, id } of matches) {
    // A collection not searched for this user (not in their nav) stays out here too.
    const seen = listed.get(collection)
    if (!seen || seen.has(id)) continue
    seen.add(id)
    beyond.set(collection, [...(beyond.get(collection) ?? []), id])
  }
  return beyond
}

/**
 * Which of the part's drafts are published documents with newer, unpublished changes. With
 * `draft: true` Payload reads each document's newest version, which says `draft` for those too;
 * the document itself (read without it) still says `published`.
 */
async function publishedIds(payload: Payload, user: TypedUser, { collection, docs }: Part): Promise<Set<string>> {
  const drafts = docs.filter((doc) => doc._status === 'draft').map((doc) => String(doc.id))
  if (!collection.drafts || drafts.length === 0) return new Set()
  const { docs: live } = await payload.find({
    collection: collection.slug as CollectionSlug,
    where: { and: [{ id: { in: drafts } }, { _status: { equals: 'published' } }] },
    select: { _status: true },
    limit: drafts.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
    user,
  })
  return new Set(live.map((doc) => String(doc.id)))
}

function statusOf(collection: SearchedCollection, doc: Doc, published: Set<string> | null): AdminSearchStatus | null {
  if (!collection.drafts) return null
  if (doc._status !== 'draft') return 'published'
  return published?.has(String(doc.id)) ? 'changed' : 'draft'
}
