import type { DrizzleAdapter } from '@payloadcms/drizzle'
import { sql } from '@payloadcms/db-sqlite'

import { MATCH_END, MATCH_START } from '../text/markdownText'
import { SEARCH_FTS_TABLE, type SearchType } from './searchDocument'
import { BODY_CAP, COUNT_CAP, EXCERPT_WORDS, LEAD_CAP, PRODUCT_TYPES, countsCapped, lastAsPrefix, shaped } from './searchQuery'
import type { IndexQuery, IndexResults, Row } from './searchQuery'

type Reader = { all: (query: unknown) => Promise<Row[]> }

/**
 * SQLite: the FTS5 table `search_index_fts` over title, headings, summary and body (migration
 * site_search). Tiers come from the same index with a column filter (`{title} : …`); bm25
 * weighs the columns 10, 5, 2 and 1, and is computed only for the bounded candidates.
 *
 * Every `rowid IN (…)` beside a MATCH is written `+rowid`: as a plain constraint SQLite hands
 * each listed rowid to FTS5 as a lookup of its own, which runs the whole full-text query again
 * per value (a hundred candidates took 268 ms; as a filter on one pass, 4 ms).
 */
export async function querySqlite(adapter: DrizzleAdapter, { terms, type, limit, offset }: IndexQuery): Promise<IndexResults> {
  const db = adapter.drizzle as unknown as Reader
  const match = lastAsPrefix(terms.map((term) => `"${term}"`), (term) => `${term}*`).join(' ')
  const inColumns = (columns: string) => `{${columns}} : (${match})`
  const visible = sql`NOT coalesce(s.hidden, 0)`
  const ofType = type ? sql` AND s.type = ${type}` : sql``
  const matching = (expression: string, cap: number, filter = ofType) => sql`
    SELECT f.rowid AS id, s.type AS type FROM ${sql.raw(SEARCH_FTS_TABLE)} f JOIN search_index s ON s.id = f.rowid
    WHERE ${sql.raw(SEARCH_FTS_TABLE)} MATCH ${expression} AND ${visible}${filter} LIMIT ${cap}`
  const countOf = (filter: ReturnType<typeof sql>) =>
    sql`SELECT type, count(*) AS n FROM (${matching(match, COUNT_CAP + 1, filter)}) GROUP BY type`
  // Ranked first, excerpted after: snippet() is costly, so only the page's rows get one.
  const ranked = await db.all(sql`
    WITH lead AS (${matching(inColumns('title headings'), LEAD_CAP)}),
    title AS (SELECT f.rowid AS id FROM ${sql.raw(SEARCH_FTS_TABLE)} f WHERE ${sql.raw(SEARCH_FTS_TABLE)} MATCH ${inColumns('title')}
      AND +f.rowid IN (SELECT id FROM lead)),
    candidates AS (SELECT id FROM lead UNION SELECT id FROM (${matching(match, LEAD_CAP + BODY_CAP)}))
    SELECT f.rowid AS id,
      CASE WHEN f.rowid IN (SELECT id FROM title) THEN 2 WHEN f.rowid IN (SELECT id FROM lead) THEN 1 ELSE 0 END AS tier
    FROM ${sql.raw(SEARCH_FTS_TABLE)} f JOIN search_index s ON s.id = f.rowid
    WHERE ${sql.raw(SEARCH_FTS_TABLE)} MATCH ${match} AND +f.rowid IN (SELECT id FROM candidates)
    ORDER BY coalesce(s.priority, 0) DESC, tier DESC,
      (tier > 0 AND s.type IN (${PRODUCT_TYPES[0]}, ${PRODUCT_TYPES[1]})) DESC,
      bm25(${sql.raw(SEARCH_FTS_TABLE)}, 10.0, 5.0, 2.0, 1.0), s.id
    LIMIT ${limit} OFFSET ${offset}`)
  const ids = ranked.map((row) => Number(row.id))
  const excerpted = ids.length
    ? await db.all(sql`
        SELECT s.id, s.type, s.title, s.url, s.summary,
          snippet(${sql.raw(SEARCH_FTS_TABLE)}, 3, ${MATCH_START}, ${MATCH_END}, '…', ${EXCERPT_WORDS}) AS body_excerpt,
          snippet(${sql.raw(SEARCH_FTS_TABLE)}, 2, ${MATCH_START}, ${MATCH_END}, '…', ${EXCERPT_WORDS}) AS summary_excerpt
        FROM ${sql.raw(SEARCH_FTS_TABLE)} f JOIN search_index s ON s.id = f.rowid
        WHERE ${sql.raw(SEARCH_FTS_TABLE)} MATCH ${match} AND +f.rowid IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
    : []
  const counted = await db.all(countOf(sql``))
  const typeCount = type && countsCapped(counted) ? Number((await db.all(countOf(ofType)))[0]?.n ?? 0) : undefined
  const byId = new Map(excerpted.map((row) => [Number(row.id), row]))
  const marked = (value: unknown) => typeof value === 'string' && value.includes(MATCH_START)
  const rows = ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const excerpt = marked(row.body_excerpt) ? row.body_excerpt : marked(row.summary_excerpt) ? row.summary_excerpt : row.summary
    return [{ ...row, excerpt }]
  })
  return shaped(rows, counted, type as SearchType | undefined, typeCount)
}
