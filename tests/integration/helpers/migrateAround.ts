import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { readMigrationFiles, type Payload } from 'payload'

import { underTsx } from './bootPayload'
import { onPostgres } from './postgres'

/**
 * Runs the committed migrations before the one whose name matches `name` (`before`), or it and
 * every later one (`from`), with tsx's loader as the start script has it: a test can put
 * old-shape rows in between and see what the migration makes of them.
 */
export async function migrateAround(payload: Payload, name: RegExp, part: 'before' | 'from') {
  await underTsx(async () => {
    const all = await readMigrationFiles({ payload })
    const at = all.findIndex((migration) => name.test(migration.name))
    if (at < 0) throw new Error(`no migration matches ${name}`)
    await payload.db.migrate({ migrations: part === 'before' ? all.slice(0, at) : all.slice(at) })
  })
}

/** A statement on the database as it stands, below Payload (whose config already has the new shape); its rows. */
export async function rawSql(payload: Payload, statement: string): Promise<Record<string, unknown>[]> {
  const drizzle = payload.db.drizzle as unknown as {
    all?: (query: unknown) => Promise<Record<string, unknown>[]>
    execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  }
  if (onPostgres) return (await drizzle.execute!(pgSql.raw(statement))).rows
  return drizzle.all!(sqliteSql.raw(statement))
}
