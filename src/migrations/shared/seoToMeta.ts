/**
 * The SEO plugin's `meta` group replaces our `seo` group: a document's (and each version's)
 * title, image and noindex move from `seo_*` to `meta_*` columns, and back on the way down
 * (where the plugin's description has no column to go to). The generated migration adds the
 * new columns and drops the old ones (answer "create column" to drizzle's rename questions);
 * this carries the values across, with statements to run before and after it:
 *
 * - SQLite rebuilds each table and copies the new columns from the old table, so before the
 *   rebuild the old table gets the new columns, filled in. The rebuild drops the old table, and
 *   with foreign keys on that deletes every row referring to it (blocks, relations, versions'
 *   parents): its `PRAGMA foreign_keys=OFF` does nothing inside the migration's transaction.
 *   So the steps end that (so far empty) transaction, turn foreign keys off and begin another;
 *   at the very end they commit it and turn them on again, on the same connection.
 * - PostgreSQL adds and drops in one batch, so the values wait in a scratch table meanwhile.
 */
type Dialect = 'sqlite' | 'postgres'
type Direction = 'up' | 'down'
type Stage = 'before' | 'after'

/** The tables holding the group: documents, and their versions (whose columns say `version_`). */
const TABLES = [
  { table: 'pages', prefix: '' },
  { table: '_pages_v', prefix: 'version_' },
  { table: 'posts', prefix: '' },
  { table: '_posts_v', prefix: 'version_' },
]

/** The values that move, with their SQLite column types. */
const MOVED = [
  { column: 'title', sqliteType: 'text' },
  { column: 'image_id', sqliteType: 'integer' },
  { column: 'noindex', sqliteType: 'integer DEFAULT false' },
]

const CARRY = 'seo_plugin_carry'

const groups = (direction: Direction) => (direction === 'up' ? { from: 'seo', to: 'meta' } : { from: 'meta', to: 'seo' })

function sqliteBefore(direction: Direction): string[] {
  const { from, to } = groups(direction)
  // On the way up the rebuild also copies the plugin's description, which starts empty.
  const added = direction === 'up' ? [...MOVED, { column: 'description', sqliteType: 'text' }] : MOVED
  return [
    'COMMIT',
    'PRAGMA foreign_keys=OFF',
    'BEGIN IMMEDIATE',
    ...TABLES.flatMap(({ table, prefix }) => [
      ...added.map(({ column, sqliteType }) => `ALTER TABLE "${table}" ADD COLUMN "${prefix}${to}_${column}" ${sqliteType}`),
      `UPDATE "${table}" SET ${MOVED.map(({ column }) => `"${prefix}${to}_${column}" = "${prefix}${from}_${column}"`).join(', ')}`,
    ]),
  ]
}

/** Call last: what the rebuild did is committed, and the connection checks foreign keys again. */
const SQLITE_AFTER = ['COMMIT', 'PRAGMA foreign_keys=ON', 'BEGIN IMMEDIATE']

function postgresBefore(direction: Direction): string[] {
  const { from } = groups(direction)
  const rows = TABLES.map(
    ({ table, prefix }) =>
      `SELECT '${table}'::text AS "tbl", "id", ${MOVED.map(({ column }) => `"${prefix}${from}_${column}" AS "${column}"`).join(', ')} FROM "${table}"`,
  )
  return [`DROP TABLE IF EXISTS "${CARRY}"`, `CREATE TABLE "${CARRY}" AS ${rows.join(' UNION ALL ')}`]
}

function postgresAfter(direction: Direction): string[] {
  const { to } = groups(direction)
  const value = (column: string) => (column === 'noindex' ? `COALESCE(c."noindex", false)` : `c."${column}"`)
  return [
    ...TABLES.map(
      ({ table, prefix }) =>
        `UPDATE "${table}" t SET ${MOVED.map(({ column }) => `"${prefix}${to}_${column}" = ${value(column)}`).join(', ')}` +
        ` FROM "${CARRY}" c WHERE c."tbl" = '${table}' AND c."id" = t."id"`,
    ),
    `DROP TABLE "${CARRY}"`,
  ]
}

/** The statements for one engine, direction and stage: `before` first in up/down, `after` last. */
export function seoToMeta(dialect: Dialect, direction: Direction, stage: Stage): string[] {
  if (dialect === 'sqlite') return stage === 'before' ? sqliteBefore(direction) : SQLITE_AFTER
  return stage === 'before' ? postgresBefore(direction) : postgresAfter(direction)
}
