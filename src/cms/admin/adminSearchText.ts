import type { DrizzleAdapter } from '@payloadcms/drizzle'
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { CollectionSlug, Payload, TypedUser } from 'payload'

import { SEARCH_FTS_TABLE } from '../search/searchDocument'
import { SEARCH_INDEX } from '../search/searchPlugin'
import { lastAsPrefix } from '../search/searchQuery'

type Row = Record<string, unknown>

/** Matches ranked before the best are kept: ranking reads each candidate's words. */
const CANDIDATES = 200

/** A document the site search's index holds. */
export type IndexedDocument = { collection: string; id: string }

/**
 * The index rows whose published words (title, headings, summary, body) hold every term, the
 * last as a prefix, best first: the same full-text indexes as the site search (FTS5 on SQLite,
 * the `fts` tsvector on PostgreSQL, migration site_search), noindex entries included, since
 * editors look for those too. The terms are letters and digits only (fullTextTerms), bound as
 * parameters.
 */
async function matchingRows(payload: Payload, terms: string[], limit: number): Promise<number[]> {
  const adapter = payload.db as unknown as DrizzleAdapter
  if (adapter.name === 'postgres') {
    const tsquery = lastAsPrefix(terms, (term) => `${term}:*`).join(' & ')
    const db = adapter.drizzle as unknown as { execute: (query: unknown) => Promise<{ rows: Row[] }> }
    const { rows } = await db.execute(postgresSql`
      WITH q AS (SELECT to_tsquery('english', ${tsquery}) AS query),
      candidates AS (SELECT s.id, s.fts FROM search_index s, q WHERE s.fts @@ q.query LIMIT ${CANDIDATES})
      SELECT c.id FROM candidates c, q ORDER BY ts_rank(c.fts, q.query) DESC, c.id LIMIT ${limit}`)
    return rows.map((row) => Number(row.id))
  }
  const match = lastAsPrefix(terms.map((term) => `"${term}"`), (term) => `${term}*`).join(' ')
  const db = adapter.drizzle as unknown as { all: (query: unknown) => Promise<Row[]> }
  // FTS5 orders by its own `rank` (bm25) without scoring every match against every other.
  const rows = await db.all(sqliteSql`
    SELECT rowid AS id FROM ${sqliteSql.raw(SEARCH_FTS_TABLE)} WHERE ${sqliteSql.raw(SEARCH_FTS_TABLE)} MATCH ${match}
    ORDER BY rank LIMIT ${limit}`)
  return rows.map((row) => Number(row.id))
}

/**
 * The documents whose published text holds the terms, best first, as `user` may read the index
 * (content staff only: the raw match is never answered unless the index's own read access lets
 * this user read the rows it found). Drafts are not in the index; their titles are matched in
 * their own collections.
 */
export async function publishedTextMatches(
  payload: Payload,
  user: TypedUser,
  terms: string[],
  limit: number,
): Promise<IndexedDocument[]> {
  if (terms.length === 0) return []
  const ids = await matchingRows(payload, terms, limit)
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: SEARCH_INDEX as CollectionSlug,
    where: { id: { in: ids } },
    select: { doc: true },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
    user,
  })
  const byId = new Map((docs as unknown as { id: number; doc?: { relationTo?: unknown; value?: unknown } }[]).map((row) => [Number(row.id), row.doc]))
  return ids.flatMap((id) => {
    const doc = byId.get(id)
    if (!doc || typeof doc.relationTo !== 'string' || doc.value === null || doc.value === undefined) return []
    const value = typeof doc.value === 'object' ? (doc.value as { id?: unknown }).id : doc.value
    return value === undefined ? [] : [{ collection: doc.relationTo, id: String(value) }]
  })
}
