import fs from 'node:fs'
import path from 'node:path'

import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bootPayload, migrate, noRevalidate, type Booted } from './helpers/bootPayload'
import { onPostgres } from './helpers/postgres'

/** The committed migrations of this project's engine, by name, as `migrate:create` writes them. */
const committed = fs
  .readdirSync(path.resolve('src/migrations', onPostgres ? 'postgres' : 'sqlite'))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''))
  .sort()

describe(`migrations on a fresh ${onPostgres ? 'PostgreSQL' : 'SQLite'} database`, () => {
  let booted: Booted

  beforeAll(async () => {
    booted = await bootPayload({ migrate: false })
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  const applied = async () => {
    const { docs } = await booted.payload.find({ collection: 'payload-migrations', limit: 0, pagination: false })
    return docs.map((doc) => doc.name).sort()
  }

  it.skipIf(onPostgres)('creates the database file under DATA_DIR', () => {
    expect(fs.existsSync(path.join(booted.dataDir, 'cipherwell.db'))).toBe(true)
  })

  it.runIf(onPostgres)('connects to the database DATABASE_URL names, and writes no SQLite file', async () => {
    const pool = (booted.payload.db as unknown as { pool: Pool }).pool
    const { rows } = await pool.query<{ name: string }>('select current_database() as name')
    expect(rows[0]?.name).toBe(booted.postgresDatabase)
    expect(new URL(process.env.DATABASE_URL!).pathname).toBe(`/${booted.postgresDatabase}`)
    expect(fs.existsSync(path.join(booted.dataDir, 'cipherwell.db'))).toBe(false)
  })

  it('applies every committed migration, then does nothing on a second run', async () => {
    expect(committed.length).toBeGreaterThan(0)
    await migrate(booted.payload)
    expect(await applied()).toEqual(committed)

    await migrate(booted.payload)
    expect(await applied()).toEqual(committed)
  })

  it('leaves a schema that stores pages, webinars and globals', async () => {
    const page = await booted.payload.create({
      collection: 'pages',
      data: { title: 'Schema check', path: '/schema-check', description: 'Created by a test.', header: 'dark', _status: 'published' },
      context: noRevalidate,
    })
    expect(page.path).toBe('/schema-check')

    await booted.payload.create({
      collection: 'webinars',
      data: { title: 'W', slug: 'w', startsAt: new Date().toISOString(), durationMinutes: 45, summary: 'S', _status: 'published' },
      context: noRevalidate,
    })
    const banner = await booted.payload.updateGlobal({ slug: 'banner', data: { enabled: false }, context: noRevalidate })
    expect(banner.enabled).toBe(false)
    expect((await booted.payload.count({ collection: 'webinars' })).totalDocs).toBe(1)
  })
})
