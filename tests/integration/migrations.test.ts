import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bootPayload, migrate, noRevalidate, type Booted } from './helpers/bootPayload'

/** The committed SQLite migrations, by name, as `migrate:create` writes them. */
const committed = fs
  .readdirSync(path.resolve('src/migrations/sqlite'))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''))
  .sort()

describe('migrations on a fresh SQLite database', () => {
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

  it('creates the database file under DATA_DIR', () => {
    expect(fs.existsSync(path.join(booted.dataDir, 'cipherwell.db'))).toBe(true)
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
