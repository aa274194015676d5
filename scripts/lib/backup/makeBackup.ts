import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Env } from '../../../src/lib/env'
import { countFiles, dataEntries, writeArchive } from './archive'
import {
  DATABASE_DIR,
  MANIFEST_FILE,
  POSTGRES_DUMP,
  SECRET_FILE_IN_ARCHIVE,
  SQLITE_COPY,
  type Manifest,
} from './manifest'
import { dumpPostgres } from './postgres'
import { describeSqlite, snapshotSqlite } from './sqlite'

/** 2026-11-29T08-30-00Z: sorts by time, and is a valid file name everywhere. */
const stamp = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')

/**
 * `npm run backup`: one archive of the site as it is now, taken while it serves: a consistent
 * copy of the database (VACUUM INTO on SQLite, pg_dump on PostgreSQL), the data directory's
 * files (media and CVs, unless they live in S3), the secret, and a manifest. The database is
 * copied first: a file that arrives after it is extra, never missing for a row.
 */
export async function makeBackup(env: Env, secret: string, outDir: string, now = new Date()): Promise<{ archive: string; manifest: Manifest }> {
  const live = path.join(env.dataDir, 'cipherwell.db')
  if (!env.DATABASE_URL && !fs.existsSync(live)) throw new Error(`nothing to back up: ${live} does not exist (is DATA_DIR right?)`)
  fs.mkdirSync(outDir, { recursive: true })
  const archive = path.resolve(outDir, `cipherwell-backup-${stamp(now)}.tar.gz`)
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-backup-'))
  try {
    fs.mkdirSync(path.join(staging, DATABASE_DIR))
    const app = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { name: string; version: string }
    const base = { format: 1, createdAt: now.toISOString(), app: { name: app.name, version: app.version }, node: process.version } as const
    let manifest: Manifest
    if (env.DATABASE_URL) {
      const dumped = await dumpPostgres(env.DATABASE_URL, path.join(staging, DATABASE_DIR, POSTGRES_DUMP))
      manifest = { ...base, engine: 'postgres', postgres: { server: dumped.server, pgDump: dumped.pgDump }, migrations: dumped.migrations, counts: dumped.counts, files: {} }
    } else {
      const copy = path.join(staging, DATABASE_DIR, SQLITE_COPY)
      snapshotSqlite(live, copy)
      manifest = { ...base, engine: 'sqlite', ...describeSqlite(copy), files: {} }
    }
    const entries = dataEntries(env.dataDir)
    manifest.files = countFiles(env.dataDir, entries)
    if (env.S3_BUCKET) manifest.s3Bucket = env.S3_BUCKET
    fs.writeFileSync(path.join(staging, SECRET_FILE_IN_ARCHIVE), secret, { mode: 0o600 })
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    await writeArchive(archive, staging, env.dataDir, entries)
    return { archive, manifest }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}
