import { randomBytes } from 'node:crypto'

import { Client } from 'pg'

/** The variables these helpers read: CI and TEST_POSTGRES_URL (process.env by default). */
type Env = Record<string, string | undefined>

/**
 * The server test databases are made on: TEST_POSTGRES_URL, or the local one (trust auth).
 * Its maintenance database `postgres` creates and drops ours.
 */
const serverUrl = (env: Env) => env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432'

/** True in the `integration-postgres` project, where every file runs against PostgreSQL. */
export const onPostgres = process.env.TEST_DATABASE === 'postgres'

function databaseUrl(name: string, env: Env = process.env): string {
  const url = new URL(serverUrl(env))
  url.pathname = `/${name}`
  return url.toString()
}

/** The server's address without its credentials, fit for a printed reason. */
const serverAddress = (env: Env) => {
  const url = new URL(serverUrl(env))
  return `${url.hostname}:${url.port || 5432}`
}

async function withAdmin<T>(work: (client: Client) => Promise<T>, env: Env = process.env): Promise<T> {
  const client = new Client({ connectionString: databaseUrl('postgres', env), connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Why PostgreSQL cannot be used, or null when it can. */
export async function postgresUnavailableReason(env: Env = process.env): Promise<string | null> {
  try {
    await withAdmin((client) => client.query('select 1'), env)
    return null
  } catch (error) {
    return `PostgreSQL is not reachable at ${serverAddress(env)}: ${error instanceof Error ? error.message : String(error)}`
  }
}

/**
 * Why tests that need PostgreSQL should skip, or null when they should run. Only a developer
 * without a server may skip them; in CI (env CI set) an unreachable server is a failure.
 */
export async function postgresSkipReason(env: Env = process.env): Promise<string | null> {
  const unavailable = await postgresUnavailableReason(env)
  if (unavailable === null) return null
  if (env.CI) throw new Error(`${unavailable} (CI is set, so the PostgreSQL tests must run)`)
  return `${unavailable} (set TEST_POSTGRES_URL to use another server; CI makes this a failure)`
}

export type TestDatabase = { name: string; url: string; drop: () => Promise<void> }

/** A new, empty database with a random `cw_it_` name, and a way to drop it again. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `cw_it_${randomBytes(6).toString('hex')}`
  await withAdmin((client) => client.query(`create database ${name}`))
  return {
    name,
    url: databaseUrl(name),
    // FORCE ends any connection the pool left behind, so a failed test cannot leak the database.
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  }
}

/** Whether a database of that name exists on the server. */
export async function databaseExists(name: string): Promise<boolean> {
  return withAdmin(
    async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1,
  )
}
