import { randomBytes } from 'node:crypto'

import { Client } from 'pg'

/** The PostgreSQL server the bench makes its databases on: BENCH_POSTGRES_URL, or the local one. */
const SERVER_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432'

export type BenchDatabase = { url: string; drop: () => Promise<void> }

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  return url.toString()
}

async function onMaintenanceDatabase(sql: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl('postgres'), connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A new, empty database with a random `cw_bench_` name, and a way to drop it (ending any connection left). */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `cw_bench_${randomBytes(6).toString('hex')}`
  await onMaintenanceDatabase(`create database ${name}`)
  return { url: databaseUrl(name), drop: () => onMaintenanceDatabase(`drop database if exists ${name} with (force)`) }
}

/** Why the bench's PostgreSQL server cannot be used, or null when it can. */
export async function postgresUnreachable(): Promise<string | null> {
  try {
    await onMaintenanceDatabase('select 1')
    return null
  } catch (error) {
    const url = new URL(SERVER_URL)
    return `PostgreSQL is not reachable at ${url.hostname}:${url.port || 5432} (BENCH_POSTGRES_URL): ${error instanceof Error ? error.message : String(error)}`
  }
}
