import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { register } from 'tsx/esm/api'

export type Booted = {
  payload: Payload
  dataDir: string
  /** Close the database connection and remove the data directory. */
  shutdown: () => Promise<void>
}

/**
 * Boot Payload on a fresh data directory: the SQLite file by default, or the PostgreSQL
 * database `databaseUrl` names. The environment must be set before the config is imported,
 * because it reads getEnv() at import time and both are cached for the rest of the file;
 * getPayload caches its instance per process too, so boot once per test file.
 */
export async function bootPayload(options: { databaseUrl?: string; migrate?: boolean } = {}): Promise<Booted> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-it-'))
  Object.assign(process.env, { NODE_ENV: 'test', DATA_DIR: dataDir })
  if (options.databaseUrl) process.env.DATABASE_URL = options.databaseUrl
  else delete process.env.DATABASE_URL
  // Let the secret be generated under dataDir, as on a fresh install, not taken from the developer's shell.
  delete process.env.PAYLOAD_SECRET

  const config = await (await import('@/cms/payload.config')).default
  // Outside production Payload spawns `payload generate:types` on boot; from a test that child
  // would rewrite src/cms/payload-types.ts and outlive the test, recreating dataDir after cleanup.
  config.typescript.autoGenerate = false
  const payload = await getPayload({ config })
  if (options.migrate ?? true) await migrate(payload)

  return {
    payload,
    dataDir,
    shutdown: async () => {
      await payload.destroy()
      // The PostgreSQL adapter's destroy() leaves its pool open, with one client it never releases,
      // so ending the pool cannot be awaited: it closes the idle clients now and the last one when
      // the test database is dropped WITH (FORCE).
      void (payload.db as { pool?: { end: () => Promise<void> } }).pool?.end()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * payload.db.migrate() as the start script runs it. Payload imports each committed
 * migration (.ts) with Node's own import(), outside Vite; the scripts run under tsx,
 * so register tsx's loader for the duration, as they have it.
 */
export async function migrate(payload: Payload): Promise<void> {
  const unregister = register()
  try {
    await payload.db.migrate()
  } finally {
    await unregister()
  }
}

/** Writes from tests run outside a Next server, where revalidateTag is unavailable. */
export const noRevalidate = { disableRevalidate: true }
