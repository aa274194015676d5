import path from 'node:path'

import { createClient } from '@libsql/client'
import { Client } from 'pg'

/** Where a bench server keeps its leads: the SQLite file in its data directory, or a PostgreSQL database. */
export type LeadDatabase = { dataDir: string } | { databaseUrl: string }

/** How many rows of a lead table have `column` = `value`: the leads a run stored. */
export async function countLeads(
  database: LeadDatabase,
  table: string,
  column: string,
  value: string,
): Promise<number> {
  // Table and column names come from the bench's own constants, never from input.
  const sql = `select count(*) as n from ${table} where ${column} = `
  if ('databaseUrl' in database) {
    const client = new Client({ connectionString: database.databaseUrl })
    await client.connect()
    try {
      return Number((await client.query(`${sql}$1`, [value])).rows[0]?.n ?? 0)
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: `file:${path.join(database.dataDir, 'cipherwell.db')}` })
  try {
    return Number((await client.execute({ sql: `${sql}?`, args: [value] })).rows[0]?.n ?? 0)
  } finally {
    client.close()
  }
}
