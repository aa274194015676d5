import type { DrizzleAdapter } from '@payloadcms/drizzle'
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { MATCH_END, MATCH_START } from '../text/markdownText'
import { isSearchType, type SearchType } from './searchDocument'

/** What a search asks: its words (letters and digits only), an optional type, and a page of results. */
export type IndexQuery = { terms: string[]; type?: SearchType; limit: number; offset: number }

/** One result; `excerpt` marks the matched words with MATCH_START … MATCH_END. */
export type IndexHit = { type: SearchType; title: string; url: string; excerpt: string }
export type IndexResults = { hits: IndexHit[]; total: number; counts: Partial<Record<SearchType, number>> }

type Row = Record<string, unknown>

/** The types a visitor searching a name most likely means. */
const PRODUCT_TYPES = ['products', 'solutions'] as const satisfies SearchType[]

/** Words in an excerpt either side of the matches; a result shows a sentence or two. */
const EXCERPT_WORDS = 24
/** ts_headline re-reads the text it marks: only the start of a long body is excerpted. */
const EXCERPT_SOURCE_CHARS = 8_000

/**
 * The engine's full-text search over the site search's index (never a LIKE scan): PostgreSQL's
 * tsvector with its GIN index, SQLite's FTS5. Every word is matched as a prefix (a visitor types
 * "tok" for "tokens") and all must match. Results come in three tiers: every word in the
 * title, then every word in the title or headings, then the rest, each by the engine's rank
 * (ts_rank, bm25). Within the two upper tiers products and solutions come first: a visitor who
 * types a product's name wants the product, then the posts about it. An editor's priority
 * comes before all of that. Hidden (noindex) entries are
 * never found. Values are always bound parameters; the words reach the query syntax only
 * after the caller has reduced them to letters and digits.
 */
export async function queryIndex(payload: Payload, query: IndexQuery): Promise<IndexResults> {
  if (query.terms.length === 0) return { hits: [], total: 0, counts: {} }
  const adapter = payload.db as unknown as DrizzleAdapter
  return adapter.name === 'postgres' ? queryPostgres(adapter, query) : querySqlite(adapter, query)
}

function shaped(rows: Row[], countRows: Row[], type: SearchType | undefined): IndexResults {
  const counts: Partial<Record<SearchType, number>> = {}
  for (const row of countRows) if (isSearchType(row.type)) counts[row.type] = Number(row.n)
  const hits = rows.flatMap((row) =>
    isSearchType(row.type)
      ? [{ type: row.type, title: String(row.title ?? ''), url: String(row.url ?? ''), excerpt: String(row.excerpt ?? '') }]
      : [],
  )
  const total = type ? (counts[type] ?? 0) : Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0)
  return { hits, total, counts }
}

async function queryPostgres(adapter: DrizzleAdapter, { terms, type, limit, offset }: IndexQuery): Promise<IndexResults> {
  const sql = pgSql
  const db = adapter.drizzle as unknown as { execute: (query: unknown) => Promise<{ rows: Row[] }> }
  const tsquery = terms.map((term) => `${term}:*`).join(' & ')
  const matches = sql`s.fts @@ to_tsquery('english', ${tsquery}) AND NOT coalesce(s.hidden, false)`
  const ofType = type ? sql` AND s.type::text = ${type}` : sql``
  const options = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=${EXCERPT_WORDS}, MinWords=${Math.floor(EXCERPT_WORDS / 2)}, MaxFragments=1`
  const [found, counted] = await Promise.all([
    db.execute(sql`
      WITH q AS (SELECT to_tsquery('english', ${tsquery}) AS query),
      scored AS (
        SELECT s.id,
          CASE WHEN ts_filter(s.fts, '{a}') @@ q.query THEN 2 WHEN ts_filter(s.fts, '{a,b}') @@ q.query THEN 1 ELSE 0 END AS tier,
          s.type::text IN (${PRODUCT_TYPES[0]}, ${PRODUCT_TYPES[1]}) AS product,
          ts_rank(s.fts, q.query) AS rank, coalesce(s.priority, 0) AS priority
        FROM search_index s, q
        WHERE ${matches}${ofType}
      ),
      page AS (
        SELECT id, tier, product, rank, priority, row_number() OVER (
          ORDER BY priority DESC, tier DESC, (tier > 0 AND product) DESC, rank DESC, id
        ) AS position
        FROM scored
        ORDER BY position
        LIMIT ${limit} OFFSET ${offset}
      )
      SELECT s.type::text AS type, s.title, s.url,
        CASE WHEN to_tsvector('english', left(coalesce(s.body, ''), ${EXCERPT_SOURCE_CHARS})) @@ q.query
          THEN ts_headline('english', left(s.body, ${EXCERPT_SOURCE_CHARS}), q.query, ${options})
          ELSE ts_headline('english', coalesce(s.summary, ''), q.query, ${options}) END AS excerpt
      FROM page JOIN search_index s ON s.id = page.id, q
      ORDER BY page.position`),
    db.execute(sql`SELECT s.type::text AS type, count(*) AS n FROM search_index s WHERE ${matches} GROUP BY s.type`),
  ])
  return shaped(found.rows, counted.rows, type)
}

async function querySqlite(adapter: DrizzleAdapter, { terms, type, limit, offset }: IndexQuery): Promise<IndexResults> {
  const sql = sqliteSql
  const db = adapter.drizzle as unknown as { all: (query: unknown) => Promise<Row[]> }
  const match = terms.map((term) => `"${term}"*`).join(' ')
  const inColumns = (columns: string) => `{${columns}} : (${match})`
  const ofType = type ? sql` AND s.type = ${type}` : sql``
  // Ranked first, excerpted after: snippet() is costly, so only the page's rows get one.
  const ranked = await db.all(sql`
    SELECT f.rowid AS id,
      CASE WHEN f.rowid IN (SELECT rowid FROM search_index_fts WHERE search_index_fts MATCH ${inColumns('title')}) THEN 2
        WHEN f.rowid IN (SELECT rowid FROM search_index_fts WHERE search_index_fts MATCH ${inColumns('title headings')}) THEN 1
        ELSE 0 END AS tier
    FROM search_index_fts f JOIN search_index s ON s.id = f.rowid
    WHERE search_index_fts MATCH ${match} AND NOT coalesce(s.hidden, 0)${ofType}
    ORDER BY coalesce(s.priority, 0) DESC, tier DESC, (tier > 0 AND s.type IN (${PRODUCT_TYPES[0]}, ${PRODUCT_TYPES[1]})) DESC,
      bm25(search_index_fts, 10.0, 5.0, 2.0, 1.0), s.id
    LIMIT ${limit} OFFSET ${offset}`)
  const ids = ranked.map((row) => Number(row.id))
  const [excerpted, counted] = await Promise.all([
    ids.length
      ? db.all(sql`
          SELECT s.id, s.type, s.title, s.url, s.summary,
            snippet(search_index_fts, 3, ${MATCH_START}, ${MATCH_END}, '…', ${EXCERPT_WORDS}) AS body_excerpt,
            snippet(search_index_fts, 2, ${MATCH_START}, ${MATCH_END}, '…', ${EXCERPT_WORDS}) AS summary_excerpt
          FROM search_index_fts f JOIN search_index s ON s.id = f.rowid
          WHERE search_index_fts MATCH ${match} AND f.rowid IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
      : Promise.resolve([]),
    db.all(sql`
      SELECT s.type AS type, count(*) AS n FROM search_index_fts f JOIN search_index s ON s.id = f.rowid
      WHERE search_index_fts MATCH ${match} AND NOT coalesce(s.hidden, 0) GROUP BY s.type`),
  ])
  const byId = new Map(excerpted.map((row) => [Number(row.id), row]))
  const rows = ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const marked = (value: unknown) => typeof value === 'string' && value.includes(MATCH_START)
    const excerpt = marked(row.body_excerpt) ? row.body_excerpt : marked(row.summary_excerpt) ? row.summary_excerpt : row.summary
    return [{ ...row, excerpt }]
  })
  return shaped(rows, counted, type)
}
