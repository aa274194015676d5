import pg from 'pg'

import { capture } from '../run'
import { COUNTED_TABLES } from './manifest'

/**
 * pg_dump and pg_restore's settings from a DATABASE_URL: the password travels in PGPASSWORD,
 * never on a command line that `ps` shows.
 */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl)
  const sslmode = url.searchParams.get('sslmode')
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    ...(sslmode ? { PGSSLMODE: sslmode } : {}),
  }
}

/** Runs a PostgreSQL client tool, saying what to install when it is missing. */
export const runTool = (command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> =>
  capture(command, args, env).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new Error(`${command} could not run (${error.message}); install PostgreSQL's client tools`) : error
  })

type Queryable = Pick<pg.Client, 'query'>

/** Migration names and rows per counted table, as `client` sees them (inside its snapshot, when it has one). */
export async function describePostgres(client: Queryable): Promise<{ migrations: string[]; counts: Record<string, number> }> {
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema()",
  )
  const tables = new Set(rows.map((row) => row.name))
  const migrations = tables.has('payload_migrations')
    ? (await client.query<{ name: string }>("select name from payload_migrations where name != 'dev' order by id")).rows.map(
        (row) => row.name,
      )
    : []
  const counts: Record<string, number> = {}
  for (const table of COUNTED_TABLES) {
    if (tables.has(table)) counts[table] = Number((await client.query(`select count(*) as n from "${table}"`)).rows[0].n)
  }
  return { migrations, counts }
}

/**
 * pg_dump (custom format) of the live database while the site writes to it. The dump and the
 * manifest's counts read one exported snapshot, held by a repeatable-read transaction until
 * the dump is done, so the counts describe exactly the rows in the dump.
 */
export async function dumpPostgres(
  databaseUrl: string,
  dumpFile: string,
): Promise<{ migrations: string[]; counts: Record<string, number>; server: string; pgDump: string }> {
  const env = libpqEnv(databaseUrl)
  const pgDump = (await runTool('pg_dump', ['--version'], env)).trim()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('begin isolation level repeatable read read only')
    const snapshot = String((await client.query('select pg_export_snapshot() as id')).rows[0].id)
    const server = String((await client.query('show server_version')).rows[0].server_version)
    const described = await describePostgres(client)
    await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', `--file=${dumpFile}`], env)
    await client.query('commit')
    return { ...described, server, pgDump }
  } finally {
    await client.end()
  }
}

/** Whether the database holds no table yet (a fresh one to restore into). */
export async function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select count(*) as n from information_schema.tables where table_schema = current_schema()',
    )
    return Number(rows[0].n) === 0
  } finally {
    await client.end()
  }
}

/** Loads a dump into an empty database in one transaction: all of it or, on an error, none. */
export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<{ migrations: string[]; counts: Record<string, number> }> {
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${new URL(databaseUrl).pathname.slice(1)}`, dumpFile], libpqEnv(databaseUrl))
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await describePostgres(client)
  } finally {
    await client.end()
  }
}
