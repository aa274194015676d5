import type { DrizzleAdapter } from '@payloadcms/drizzle'
import type { Payload } from 'payload'

import { queryPostgres } from './postgresSearch'
import type { IndexQuery, IndexResults } from './searchQuery'
import { querySqlite } from './sqliteSearch'

/**
 * The engine's full-text search over the site search's index (never a LIKE scan): PostgreSQL's
 * tsvectors with their GIN indexes, SQLite's FTS5. Results come in three tiers: every word in
 * the title, then every word in the title or headings, then the rest, each by the engine's
 * rank (ts_rank, bm25). Within the two upper tiers products and solutions come first: a
 * visitor who types a product's name wants the product, then the posts about it. An editor's
 * priority comes before all of that. Hidden (noindex) entries are never found. Values are
 * always bound parameters; the words reach the query syntax only after the caller has reduced
 * them to letters and digits.
 */
export async function queryIndex(payload: Payload, query: IndexQuery): Promise<IndexResults> {
  if (query.terms.length === 0) return { hits: [], total: 0, counts: {}, capped: false }
  const adapter = payload.db as unknown as DrizzleAdapter
  return adapter.name === 'postgres' ? queryPostgres(adapter, query) : querySqlite(adapter, query)
}
