import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Client } from 'pg'

import { payloadScriptEnv } from '../../../scripts/lib/payloadScriptEnv'
import { run } from '../../../scripts/lib/run'

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

export async function withAdmin<T>(work: (client: Client) => Promise<T>, env: Env = process.env): Promise<T> {
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

/**
 * A new database with a random `cw_it_` name, and a way to drop it again: empty, or a copy of
 * `template` (see migratedTemplate).
 */
export async function createTestDatabase(template?: string): Promise<TestDatabase> {
  const name = `cw_it_${randomBytes(6).toString('hex')}`
  await withAdmin((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`))
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

/** The PostgreSQL migrations, and the steps they share with SQLite's. */
const MIGRATIONS_DIRS = [path.join('src', 'migrations', 'postgres'), path.join('src', 'migrations', 'shared')]
const TEMPLATE_PREFIX = 'cw_it_template_'

/** Names the committed migrations: a change to any of them (or to a step they share) makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const dir of MIGRATIONS_DIRS) {
    for (const file of fs.readdirSync(dir).sort()) {
      hash.update(path.join(dir, file)).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0')
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * A database with every committed migration applied, for test files to copy. Migrating an
 * empty database costs about a second per test file; `create database … template` copies
 * this one in a fraction of that. It is made once per set of migrations (its name carries
 * their hash), under an advisory lock so that runs side by side make it once, by
 * `payload migrate` in a child process, the command an operator would use. Templates of older
 * migrations are dropped. migrations.test.ts still migrates an empty database itself.
 */
export async function migratedTemplate(): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash()}`
  return withAdmin(async (client) => {
    await client.query(`select pg_advisory_lock(hashtext($1))`, [TEMPLATE_PREFIX])
    if ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1) return name
    // Built under another name and renamed when complete, so a run stopped half way leaves no template.
    const partial = `${name}_partial`
    await client.query(`drop database if exists ${partial} with (force)`)
    await client.query(`create database ${partial}`)
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-template-'))
    try {
      await run(
        'node_modules/.bin/payload',
        ['migrate'],
        payloadScriptEnv({
          ...process.env,
          NODE_ENV: 'test',
          PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts',
          DATABASE_URL: databaseUrl(partial),
          DATA_DIR: dataDir,
          PAYLOAD_SECRET: 'template-migration-only-not-a-real-secret',
        }),
      )
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
    await client.query(`alter database ${partial} rename to ${name}`)
    const older = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1) and datname <> $2`,
      [TEMPLATE_PREFIX, name],
    )
    for (const { datname } of older.rows) await client.query(`drop database if exists ${datname} with (force)`)
    return name
  })
}
