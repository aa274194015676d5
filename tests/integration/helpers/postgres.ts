import { randomBytes } from 'node:crypto'

import { Client } from 'pg'

/** The local server the integration suite expects (trust auth); its maintenance database creates and drops ours. */
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Why PostgreSQL cannot be used, or null when it can. */
export async function postgresUnavailableReason(): Promise<string | null> {
  try {
    await withAdmin((client) => client.query('select 1'))
    return null
  } catch (error) {
    return `PostgreSQL is not reachable at ${ADMIN_URL}: ${error instanceof Error ? error.message : String(error)}`
  }
}

/** A new, empty database with a random name, and a way to drop it again. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cw_it_${randomBytes(6).toString('hex')}`
  await withAdmin((client) => client.query(`create database ${name}`))
  return {
    url: ADMIN_URL.replace(/\/postgres$/, `/${name}`),
    // FORCE ends any connection the pool left behind, so a failed test cannot leak the database.
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  }
}
