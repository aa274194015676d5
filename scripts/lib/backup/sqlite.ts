import { DatabaseSync } from 'node:sqlite'

import { COUNTED_TABLES } from './manifest'

/**
 * A consistent copy of the live SQLite file while the site writes to it: `VACUUM INTO` reads the
 * database in one read transaction (WAL lets writers carry on meanwhile) and writes a compact
 * copy with every committed row up to that moment, the WAL's included. SQLite's online backup
 * API would restart each time a lead arrived during the copy; this never does.
 */
export function snapshotSqlite(liveFile: string, copyFile: string): void {
  const db = new DatabaseSync(liveFile, { readOnly: true, timeout: 10_000 })
  try {
    db.prepare('VACUUM INTO ?').run(copyFile)
  } finally {
    db.close()
  }
}

/** Migration names (in the order they ran) and rows per counted table, read from a SQLite file. */
export function describeSqlite(file: string): { migrations: string[]; counts: Record<string, number> } {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const tables = new Set(
      db.prepare("select name from sqlite_master where type = 'table'").all().map((row) => String(row.name)),
    )
    const migrations = tables.has('payload_migrations')
      ? db
          .prepare("select name from payload_migrations where name != 'dev' order by id")
          .all()
          .map((row) => String(row.name))
      : []
    const counts: Record<string, number> = {}
    for (const table of COUNTED_TABLES) {
      if (tables.has(table)) counts[table] = Number(db.prepare(`select count(*) as n from "${table}"`).get()!.n)
    }
    return { migrations, counts }
  } finally {
    db.close()
  }
}
