/**
 * The site search's full-text index over Payload's `search_index` table (the search plugin's
 * collection): its title, headings, summary and body, in that order of weight.
 *
 * - SQLite: an FTS5 table reading its text from `search_index` (external content: the words
 *   are stored once), kept in step by triggers, with prefix indexes for 2 to 4 letters (every
 *   search ends in a prefix; without them a prefix merged the lists of every word it starts,
 *   and counting "card*" over 5,000 posts took 22 ms against 0.8 ms). A later migration that rebuilds `search_index`
 *   (drizzle's SQLite migrations copy a table into a new one to change a column) drops the
 *   triggers with it and must create them again: the search tests fail until it does.
 * - PostgreSQL: stored, generated `tsvector` columns with GIN indexes: `fts` holds every word,
 *   weighted A–D by where it stands; `lead_fts` only the title's and headings', so title and
 *   heading matches are found and ranked without reading any body.
 *
 * Stemming is English (Porter) on both, so "tokenize" finds "tokenization" and "tokens".
 */
import { SEARCH_FTS_TABLE } from '../../cms/search/searchDocument'

const COLUMNS = ['title', 'headings', 'summary', 'body'] as const
const list = (prefix = '') => COLUMNS.map((column) => `${prefix}${column}`).join(', ')

export const searchFullText = {
  sqlite: {
    up: [
      `CREATE VIRTUAL TABLE ${SEARCH_FTS_TABLE} USING fts5(${list()}, content='search_index', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2', prefix='2 3 4')`,
      `CREATE TRIGGER search_index_fts_insert AFTER INSERT ON search_index BEGIN
        INSERT INTO ${SEARCH_FTS_TABLE}(rowid, ${list()}) VALUES (new.id, ${list('new.')});
      END`,
      `CREATE TRIGGER search_index_fts_delete AFTER DELETE ON search_index BEGIN
        INSERT INTO ${SEARCH_FTS_TABLE}(${SEARCH_FTS_TABLE}, rowid, ${list()}) VALUES ('delete', old.id, ${list('old.')});
      END`,
      `CREATE TRIGGER search_index_fts_update AFTER UPDATE ON search_index BEGIN
        INSERT INTO ${SEARCH_FTS_TABLE}(${SEARCH_FTS_TABLE}, rowid, ${list()}) VALUES ('delete', old.id, ${list('old.')});
        INSERT INTO ${SEARCH_FTS_TABLE}(rowid, ${list()}) VALUES (new.id, ${list('new.')});
      END`,
      // Rows that exist already (none on a fresh database) enter the index.
      `INSERT INTO ${SEARCH_FTS_TABLE}(${SEARCH_FTS_TABLE}) VALUES ('rebuild')`,
    ],
    down: [
      'DROP TRIGGER IF EXISTS search_index_fts_insert',
      'DROP TRIGGER IF EXISTS search_index_fts_delete',
      'DROP TRIGGER IF EXISTS search_index_fts_update',
      `DROP TABLE IF EXISTS ${SEARCH_FTS_TABLE}`,
    ],
  },
  postgres: {
    up: [
      `ALTER TABLE search_index ADD COLUMN fts tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(headings, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(summary, '')), 'C') ||
        setweight(to_tsvector('english', coalesce(body, '')), 'D')
      ) STORED`,
      'CREATE INDEX search_index_fts_idx ON search_index USING GIN (fts)',
      `ALTER TABLE search_index ADD COLUMN lead_fts tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(headings, '')), 'B')
      ) STORED`,
      'CREATE INDEX search_index_lead_fts_idx ON search_index USING GIN (lead_fts)',
    ],
    down: [
      'DROP INDEX IF EXISTS search_index_lead_fts_idx',
      'ALTER TABLE search_index DROP COLUMN IF EXISTS lead_fts',
      'DROP INDEX IF EXISTS search_index_fts_idx',
      'ALTER TABLE search_index DROP COLUMN IF EXISTS fts',
    ],
  },
} as const
