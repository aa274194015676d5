import type { Payload } from 'payload'

type Adapter = {
  pool?: { query: (sql: string) => Promise<unknown> }
  client?: { execute: (sql: string) => Promise<unknown> }
}

/**
 * The cheapest statement the database must answer itself, through the connections Payload
 * uses: its pg pool on PostgreSQL, its libsql client on SQLite.
 */
export async function pingDatabase(payload: Payload): Promise<void> {
  const db = payload.db as unknown as Adapter
  if (db.pool) await db.pool.query('select 1')
  else if (db.client) await db.client.execute('select 1')
  else throw new Error(`no way to ping the ${payload.db.name} database adapter`)
}
