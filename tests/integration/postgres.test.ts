import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bootPayload, type Booted } from './helpers/bootPayload'
import { databaseExists, onPostgres, postgresSkipReason } from './helpers/postgres'

/** Port 1 on this host: nothing listens there, so a connection is refused at once. */
const NO_SERVER = { TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:1' }

describe('when no PostgreSQL server answers', () => {
  it('a developer’s run skips, with a reason naming the server', async () => {
    const reason = await postgresSkipReason({ ...NO_SERVER, CI: undefined })
    expect(reason).toMatch(/^PostgreSQL is not reachable at 127\.0\.0\.1:1: /)
    expect(reason).toContain('CI makes this a failure')
  })

  it('a CI run fails instead', async () => {
    await expect(postgresSkipReason({ ...NO_SERVER, CI: 'true' })).rejects.toThrow(
      /not reachable at 127\.0\.0\.1:1: .*CI is set/,
    )
  })
})

// The SQLite project's files boot on SQLite (migrations.test.ts checks its file); this checks the other project's boot.
describe.runIf(onPostgres)('bootPayload in the integration-postgres project', () => {
  let booted: Booted
  let shutDown = false

  beforeAll(async () => {
    booted = await bootPayload()
  })
  afterAll(async () => {
    if (!shutDown) await booted?.shutdown()
  })

  it('gives the file a database of its own, named cw_it_ and migrated', async () => {
    expect(booted.postgresDatabase).toMatch(/^cw_it_[0-9a-f]{12}$/)
    expect(await databaseExists(booted.postgresDatabase!)).toBe(true)
    const { rows } = await (booted.payload.db as unknown as { pool: Pool }).pool.query<{ name: string }>(
      'select current_database() as name',
    )
    expect(rows[0]?.name).toBe(booted.postgresDatabase)
    expect((await booted.payload.count({ collection: 'payload-migrations' })).totalDocs).toBeGreaterThan(0)
  })

  it('drops the database on shutdown, even while a client is still checked out of the pool', async () => {
    const client = await (booted.payload.db as unknown as { pool: Pool }).pool.connect()
    // The drop ends this connection from the server side; that is the point, not an error.
    client.on('error', () => {})
    await booted.shutdown()
    shutDown = true
    expect(await databaseExists(booted.postgresDatabase!)).toBe(false)
  })
})
