import path from 'node:path'

import { createClient } from '@libsql/client'
import { Client } from 'pg'

/** Where a bench server keeps its leads: the SQLite file in its data directory, or a PostgreSQL database. */
export type LeadDatabase = { dataDir: string } | { databaseUrl: string }

/** The delivery keys of a lead table's rows with `column` = `value`: the leads a run stored. */
export async function leadKeys(
  database: LeadDatabase,
  table: string,
  column: string,
  value: string,
): Promise<string[]> {
  // Table and column names come from the bench's own constants, never from input.
  const sql = `select delivery_key as key from ${table} where ${column} = `
  if ('databaseUrl' in database) {
    const client = new Client({ connectionString: database.databaseUrl })
    await client.connect()
    try {
      return (await client.query<{ key: string }>(`${sql}$1`, [value])).rows.map((row) => row.key)
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: `file:${path.join(database.dataDir, 'cipherwell.db')}` })
  try {
    return (await client.execute({ sql: `${sql}?`, args: [value] })).rows.map((row) => String(row.key))
  } finally {
    client.close()
  }
}

/** How many rows of a lead table have `column` = `value`. */
export const countLeads = async (...args: Parameters<typeof leadKeys>): Promise<number> => (await leadKeys(...args)).length
