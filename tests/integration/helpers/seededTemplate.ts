import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { files } from '../../../scripts/lib/buildStamp'
import { payloadScriptEnv } from '../../../scripts/lib/payloadScriptEnv'
import { run } from '../../../scripts/lib/run'
import { createTestDatabase, migratedTemplate, withAdmin } from './postgres'

/**
 * Seeded templates, for test files that start from the seeded site: a data directory (the
 * uploads, and on SQLite the database) and, on PostgreSQL, a database, with every migration
 * applied and the whole seed written. Seeding costs 20-30 s a file; copying a template, a second
 * or less. seed.test.ts still seeds an empty database itself, on both engines.
 *
 * One is made per engine, per state of the sources and per UTC day (the seed dates webinars and
 * jobs from the day it runs, so an older template would describe another site), and older ones
 * are removed. Each is built under another name and renamed into place when complete, so a run
 * stopped half way never leaves half a template.
 */
export type SeededTemplate = { dataDir: string; postgresDatabase?: string }

const SOURCES = ['src', path.join('tests', 'integration', 'helpers', 'seedTemplateChild.ts')]
const DIR_PREFIX = 'cw-it-seeded-'
const DATABASE_PREFIX = 'cw_it_seeded_'

function templateKey(engine: 'sqlite' | 'postgres'): string {
  const hash = createHash('sha256').update(`${engine}\0${new Date().toISOString().slice(0, 10)}\0`)
  for (const source of SOURCES) {
    for (const file of files(source)) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/** Migrate and seed in a child process, as a first start would (seedTemplateChild.ts). */
function seedInChild(dataDir: string, databaseUrl?: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir }
  // Set: no secret file lands in the template, so each test's data directory makes its own.
  env.PAYLOAD_SECRET = 'seed-template-only-not-a-real-secret'
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  else delete env.DATABASE_URL
  return run('node_modules/.bin/tsx', [path.join('tests', 'integration', 'helpers', 'seedTemplateChild.ts')], payloadScriptEnv(env))
}

/** Removes the data-directory templates of other keys. */
function removeOlderDirs(engine: string, current: string): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (name.startsWith(`${DIR_PREFIX}${engine}-`) && name !== current) {
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true })
    }
  }
}

/** The SQLite template: a data directory holding the database and its uploads. */
export async function seededSqliteTemplate(): Promise<SeededTemplate> {
  const name = `${DIR_PREFIX}sqlite-${templateKey('sqlite')}`
  const dataDir = path.join(os.tmpdir(), name)
  if (fs.existsSync(dataDir)) return { dataDir }
  const partial = fs.mkdtempSync(path.join(os.tmpdir(), `${DIR_PREFIX}partial-`))
  try {
    await seedInChild(partial)
    removeOlderDirs('sqlite', name)
    fs.renameSync(partial, dataDir)
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    // Another run renamed its copy into place first: use that one.
    if (!fs.existsSync(dataDir)) throw error
  }
  return { dataDir }
}

/**
 * The PostgreSQL template: a database to `create database … template` from, and the data
 * directory with its uploads. Made under an advisory lock, so runs side by side make it once.
 */
export async function seededPostgresTemplate(): Promise<SeededTemplate> {
  const key = templateKey('postgres')
  const postgresDatabase = `${DATABASE_PREFIX}${key}`
  const dataDir = path.join(os.tmpdir(), `${DIR_PREFIX}postgres-${key}`)
  return withAdmin(async (client) => {
    await client.query(`select pg_advisory_lock(hashtext($1))`, [DATABASE_PREFIX])
    const exists = (await client.query('select 1 from pg_database where datname = $1', [postgresDatabase])).rowCount === 1
    if (exists && fs.existsSync(dataDir)) return { dataDir, postgresDatabase }
    await client.query(`drop database if exists ${postgresDatabase} with (force)`)
    const partial = await createTestDatabase(await migratedTemplate())
    const partialDir = fs.mkdtempSync(path.join(os.tmpdir(), `${DIR_PREFIX}partial-`))
    try {
      await seedInChild(partialDir, partial.url)
    } catch (error) {
      await partial.drop()
      fs.rmSync(partialDir, { recursive: true, force: true })
      throw error
    }
    await client.query(`alter database ${partial.name} rename to ${postgresDatabase}`)
    removeOlderDirs('postgres', path.basename(dataDir))
    fs.renameSync(partialDir, dataDir)
    const older = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1) and datname <> $2`,
      [DATABASE_PREFIX, postgresDatabase],
    )
    for (const { datname } of older.rows) await client.query(`drop database if exists ${datname} with (force)`)
    return { dataDir, postgresDatabase }
  })
}
