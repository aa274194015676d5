import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { register } from 'tsx/esm/api'
import { beforeEach } from 'vitest'

import { createTestDatabase, migratedTemplate, onPostgres, postgresSkipReason, type TestDatabase } from './postgres'
import { seededPostgresTemplate, seededSqliteTemplate } from './seededTemplate'

export type Booted = {
  payload: Payload
  dataDir: string
  /** The PostgreSQL database made for this boot and dropped by shutdown(); absent on SQLite. */
  postgresDatabase?: string
  /** Close the database connection, then remove the data directory and any test database. */
  shutdown: () => Promise<void>
}

/*
 * This module is evaluated afresh for every test file that imports it (directly or through
 * bootLeads), so in the integration-postgres project each such file checks the server once.
 * A developer without one gets every test of the file skipped with the reason printed; in CI
 * postgresSkipReason throws, failing the file instead.
 */
const skipReason = onPostgres ? await postgresSkipReason() : null
if (skipReason) {
  console.warn(`Skipping this file's PostgreSQL run. ${skipReason}`)
  beforeEach((context) => context.skip(skipReason))
}

/**
 * Boot Payload on a fresh data directory and a fresh database: the SQLite file under it by
 * default, in the integration-postgres project (TEST_DATABASE=postgres) a new PostgreSQL
 * database, or the one `databaseUrl` names. `seeded` starts from a copy of the seeded site, as
 * if seed() had run (see seededTemplate.ts). The environment must be set before the config is
 * imported, because it reads getEnv() at import time and both are cached for the rest of the
 * file; getPayload caches its instance per process too, so boot once per test file.
 */
export async function bootPayload(
  options: { databaseUrl?: string; migrate?: boolean; seeded?: boolean } = {},
): Promise<Booted> {
  const migrated = options.migrate ?? true
  // When skipping, the file's own beforeAll still runs; SQLite lets it, and no test follows.
  const onPostgresHere = !options.databaseUrl && onPostgres && !skipReason
  const seeded = options.seeded ? await (onPostgresHere ? seededPostgresTemplate() : seededSqliteTemplate()) : undefined
  // A migrated database starts as a copy of a template; migrate() below then finds nothing to do.
  const database: TestDatabase | undefined = onPostgresHere
    ? await createTestDatabase(seeded?.postgresDatabase ?? (migrated ? await migratedTemplate() : undefined))
    : undefined
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-it-'))
  if (seeded) fs.cpSync(seeded.dataDir, dataDir, { recursive: true })
  const removeAll = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  }

  let payload: Payload
  try {
    Object.assign(process.env, { NODE_ENV: 'test', DATA_DIR: dataDir })
    const databaseUrl = options.databaseUrl ?? database?.url
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl
    else delete process.env.DATABASE_URL
    // Let the secret be generated under dataDir, as on a fresh install, not taken from the developer's shell.
    delete process.env.PAYLOAD_SECRET

    const config = await (await import('@/cms/payload.config')).default
    // Outside production Payload spawns `payload generate:types` on boot; from a test that child
    // would rewrite src/cms/payload-types.ts and outlive the test, recreating dataDir after cleanup.
    config.typescript.autoGenerate = false
    payload = await getPayload({ config })
    if (migrated) await migrate(payload)
  } catch (error) {
    await removeAll()
    throw error
  }

  return {
    payload,
    dataDir,
    postgresDatabase: database?.name,
    shutdown: async () => {
      await payload.destroy()
      // The PostgreSQL adapter's destroy() leaves its pool open, with one client it never releases,
      // so ending the pool cannot be awaited: it closes the idle clients now and the last one when
      // the test database is dropped WITH (FORCE).
      void (payload.db as { pool?: { end: () => Promise<void> } }).pool?.end()
      await removeAll()
    },
  }
}

/**
 * Runs `work` with tsx's loader registered, as the start script has it: Payload imports each
 * committed migration (.ts) with Node's own import(), outside Vite.
 */
export async function underTsx<T>(work: () => Promise<T>): Promise<T> {
  const unregister = register()
  try {
    return await work()
  } finally {
    await unregister()
  }
}

/** payload.db.migrate() as the start script runs it. */
export const migrate = (payload: Payload): Promise<void> => underTsx(() => payload.db.migrate())

/** payload.db.migrateDown(): rolls back the last batch of migrations. */
export const migrateDown = (payload: Payload): Promise<void> => underTsx(() => payload.db.migrateDown())

/** Writes from tests run outside a Next server, where revalidateTag is unavailable. */
export const noRevalidate = { disableRevalidate: true }
