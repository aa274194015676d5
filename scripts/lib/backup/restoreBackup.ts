import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Env } from '../../../src/lib/env'
import { extractArchive } from './archive'
import {
  DATABASE_DIR,
  FILES_DIR,
  MANIFEST_FILE,
  POSTGRES_DUMP,
  SECRET_FILE_IN_ARCHIVE,
  SQLITE_COPY,
  type Manifest,
} from './manifest'
import { postgresIsEmpty, restorePostgres } from './postgres'
import { describeSqlite } from './sqlite'

/** A refusal to restore, with what to do about it; nothing has been written when it is thrown. */
export class RestoreRefused extends Error {}

/** The migrations this code knows for an engine: the committed migration files' names. */
function knownMigrations(engine: Manifest['engine']): Set<string> {
  const dir = path.join('src', 'migrations', engine)
  return new Set(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .map((file) => file.slice(0, -3)),
  )
}

/**
 * `npm run restore ARCHIVE`: brings a backup back into a fresh data directory (SQLite) or an
 * empty database (PostgreSQL) plus the data directory's files, then reads the restored
 * database and compares its counts with the manifest's. It refuses, before writing anything,
 * a backup of the other engine, one made by newer code (a migration this code lacks), and a
 * target that already holds a site. Migrations newer than the backup run at the next start.
 */
export async function restoreBackup(env: Env, archive: string): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new RestoreRefused(`${archive} does not exist`)
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-restore-'))
  try {
    await extractArchive(archive, unpacked)
    const manifestFile = path.join(unpacked, MANIFEST_FILE)
    if (!fs.existsSync(manifestFile)) throw new RestoreRefused(`${archive} is not a Cipherwell backup (no ${MANIFEST_FILE})`)
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
    if (manifest.format !== 1) throw new RestoreRefused(`${archive} has backup format ${String(manifest.format)}, which this version does not read`)

    const engine = env.DATABASE_URL ? 'postgres' : 'sqlite'
    if (manifest.engine !== engine) {
      throw new RestoreRefused(
        `${archive} is a backup of a ${manifest.engine} site and this one is set up for ${engine}` +
          (engine === 'postgres' ? ': unset DATABASE_URL to restore it as SQLite' : ': set DATABASE_URL to an empty PostgreSQL database'),
      )
    }
    const known = knownMigrations(engine)
    const unknown = manifest.migrations.filter((name) => !known.has(name))
    if (unknown.length) {
      throw new RestoreRefused(`the backup was made by a newer version (migrations this code lacks: ${unknown.join(', ')}); restore it with that version`)
    }

    const liveDb = path.join(env.dataDir, 'cipherwell.db')
    if (engine === 'sqlite' && fs.existsSync(liveDb)) {
      throw new RestoreRefused(`${env.dataDir} already holds a site (cipherwell.db): restore into a fresh DATA_DIR`)
    }
    if (engine === 'postgres' && !(await postgresIsEmpty(env.DATABASE_URL!))) {
      throw new RestoreRefused('DATABASE_URL names a database that already has tables: restore into an empty database')
    }
    const files = path.join(unpacked, FILES_DIR)
    const clashing = fs.existsSync(files) ? fs.readdirSync(files).filter((name) => fs.existsSync(path.join(env.dataDir, name))) : []
    if (clashing.length) throw new RestoreRefused(`${env.dataDir} already has ${clashing.join(', ')}: restore into a fresh DATA_DIR`)

    fs.mkdirSync(env.dataDir, { recursive: true })
    let restored: { migrations: string[]; counts: Record<string, number> }
    if (engine === 'postgres') {
      restored = await restorePostgres(env.DATABASE_URL!, path.join(unpacked, DATABASE_DIR, POSTGRES_DUMP))
    } else {
      // Copied under a temporary name and renamed: a site never starts on half a file.
      fs.copyFileSync(path.join(unpacked, DATABASE_DIR, SQLITE_COPY), `${liveDb}.restoring`)
      fs.renameSync(`${liveDb}.restoring`, liveDb)
      restored = describeSqlite(liveDb)
    }
    if (fs.existsSync(files)) fs.cpSync(files, env.dataDir, { recursive: true })

    const secret = fs.readFileSync(path.join(unpacked, SECRET_FILE_IN_ARCHIVE), 'utf8')
    const secretFile = path.join(env.dataDir, '.payload-secret')
    if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, secret, { mode: 0o600 })
    if (env.PAYLOAD_SECRET && env.PAYLOAD_SECRET !== secret) {
      console.warn(
        `PAYLOAD_SECRET differs from the backup's: sign-ins and API keys of the restored site need the backup's secret, written to ${secretFile}. Set PAYLOAD_SECRET to it.`,
      )
    }

    const expected = JSON.stringify({ migrations: manifest.migrations, counts: manifest.counts })
    if (JSON.stringify(restored) !== expected) {
      throw new Error(`the restored database differs from the backup's manifest:\n  restored: ${JSON.stringify(restored)}\n  manifest: ${expected}`)
    }
    return manifest
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true })
  }
}
