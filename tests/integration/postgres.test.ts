import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/cms/seed'
import { seedPages } from '@/cms/seed/pages'

import { bootPayload, migrate, type Booted } from './helpers/bootPayload'
import { createTestDatabase, postgresUnavailableReason } from './helpers/postgres'

// Developers without a local PostgreSQL may skip this file; CI must not, so there it fails instead.
const unavailable = await postgresUnavailableReason()
const skip = unavailable !== null && !process.env.CI
if (skip) console.warn(`Skipping the PostgreSQL integration tests. ${unavailable} (set CI to make this a failure).`)

const committed = fs
  .readdirSync(path.resolve('src/migrations/postgres'))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''))
  .sort()

describe.skipIf(skip)('PostgreSQL (DATABASE_URL=postgres://…)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  let booted: Booted | undefined

  beforeAll(async () => {
    if (unavailable) throw new Error(unavailable)
    database = await createTestDatabase()
    booted = await bootPayload({ databaseUrl: database.url })
  })
  afterAll(async () => {
    await booted?.shutdown()
    await database?.drop()
  })

  it('applies the committed PostgreSQL migrations once', async () => {
    const payload = booted!.payload
    await migrate(payload)
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false })
    expect(committed.length).toBeGreaterThan(0)
    expect(docs.map((doc) => doc.name).sort()).toEqual(committed)
  })

  it('seeds every collection, and a second seed creates nothing', async () => {
    const payload = booted!.payload
    const first = await seed(payload)
    expect(first.pages).toBe(seedPages.length)
    expect(first.webinars).toBeGreaterThanOrEqual(2)
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(seedPages.length)
    expect((await payload.findGlobal({ slug: 'footer' })).columns).toHaveLength(6)

    expect(first.posts).toBeGreaterThanOrEqual(8)
    const second = await seed(payload)
    expect(Object.entries(second).filter(([, created]) => created !== 0)).toEqual([])
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(seedPages.length)
  })
})
