import { sql } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { sql as pgSql } from '@payloadcms/db-postgres'
import { Pool } from 'pg'
import { register } from 'tsx/esm/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEPARTMENTS } from '@/cms/collections/Jobs'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { bootPayload, migrate, type Booted } from './helpers/bootPayload'
import { createTestDatabase, postgresUnavailableReason } from './helpers/postgres'

/**
 * Jobs' department values became GraphQL-safe identifiers (payloadcms/payload#13466): the
 * `job_department_values` migration must convert what databases already store, in the
 * documents and their versions, and its down must give the old values back.
 */
const OLD_TO_NEW = [
  ['Engineering', 'engineering'],
  ['Security & Compliance', 'security_compliance'],
  ['Go-to-market', 'go_to_market'],
] as const
const NEW_VALUES = OLD_TO_NEW.map(([, value]) => value)

/** Where `job_department_values` sits in a migration list: everything before it, and it. */
function split<M extends { name: string }>(list: M[]) {
  const index = list.findIndex((migration) => migration.name.endsWith('_job_department_values'))
  if (index < 0) throw new Error('no job_department_values migration')
  return { before: list.slice(0, index), it: list[index]! }
}

it('the new values are the config’s options, and GraphQL-safe', () => {
  expect(DEPARTMENTS.map((option) => option.value)).toEqual(NEW_VALUES)
  for (const value of NEW_VALUES) expect(value).toMatch(/^[_a-zA-Z][_a-zA-Z0-9]*$/)
})

describe('job_department_values on SQLite', () => {
  let booted: Booted
  type Stored = { slug: string; department: string }

  beforeAll(async () => {
    booted = await bootPayload({ migrate: false })
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  const drizzleDb = () => booted.payload.db.drizzle as unknown as { run: (query: unknown) => Promise<unknown>; all: <T>(query: unknown) => Promise<T[]> }
  const stored = async () => ({
    jobs: await drizzleDb().all<Stored>(sql`SELECT slug, department FROM jobs ORDER BY id`),
    versions: await drizzleDb().all<Stored>(sql`SELECT version_slug AS slug, version_department AS department FROM _jobs_v ORDER BY id`),
  })
  const expected = (values: readonly string[]) =>
    values.map((department, index) => ({ slug: `job-${index}`, department }))

  it('converts the old values a database already holds, and down converts them back', async () => {
    const { before } = split(sqliteMigrations)
    // Payload types a migration's up/down as taking `unknown`; these take the SQLite adapter's args.
    await booted.payload.db.migrate({ migrations: before as never })

    // Rows as the previous schema stored them: one job (and one version) per old value.
    for (const [index, [old]] of OLD_TO_NEW.entries()) {
      await drizzleDb().run(
        sql`INSERT INTO jobs (id, title, slug, department, location, summary, posted_at, _status)
            VALUES (${index + 1}, ${`Job ${index}`}, ${`job-${index}`}, ${old}, 'London', 'Summary.', '2026-05-01T00:00:00.000Z', 'published')`,
      )
      await drizzleDb().run(
        sql`INSERT INTO _jobs_v (parent_id, version_title, version_slug, version_department, version_location, version_summary, version_posted_at, version__status, latest)
            VALUES (${index + 1}, ${`Job ${index}`}, ${`job-${index}`}, ${old}, 'London', 'Summary.', '2026-05-01T00:00:00.000Z', 'published', 1)`,
      )
    }
    expect(await stored()).toEqual({ jobs: expected(OLD_TO_NEW.map(([old]) => old)), versions: expected(OLD_TO_NEW.map(([old]) => old)) })

    // The start script's migrate: the committed files, of which only the new one is left to run.
    await migrate(booted.payload)
    expect(await stored()).toEqual({ jobs: expected(NEW_VALUES), versions: expected(NEW_VALUES) })
    const { docs } = await booted.payload.find({ collection: 'jobs', sort: 'slug', limit: 0, pagination: false })
    expect(docs.map((doc) => doc.department)).toEqual(NEW_VALUES)
    const versions = await booted.payload.findVersions({ collection: 'jobs', sort: 'version.slug', limit: 0, pagination: false })
    expect(versions.docs.map((doc) => doc.version.department)).toEqual(NEW_VALUES)

    // Down rolls back the last batch, which is this migration alone.
    const unregister = register()
    try {
      await booted.payload.db.migrateDown()
    } finally {
      await unregister()
    }
    expect(await stored()).toEqual({ jobs: expected(OLD_TO_NEW.map(([old]) => old)), versions: expected(OLD_TO_NEW.map(([old]) => old)) })

    await migrate(booted.payload)
    expect(await stored()).toEqual({ jobs: expected(NEW_VALUES), versions: expected(NEW_VALUES) })
  })
})

// Developers without a local PostgreSQL may skip this part; CI must not (see postgres.test.ts).
const unavailable = await postgresUnavailableReason()
const skip = unavailable !== null && !process.env.CI
if (skip) console.warn(`Skipping job_department_values on PostgreSQL. ${unavailable} (set CI to make this a failure).`)

/**
 * Payload boots once per test file, on SQLite above, so here the committed PostgreSQL
 * migrations run directly on a drizzle connection, as Payload hands them one.
 */
describe.skipIf(skip)('job_department_values on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  let pool: Pool | undefined

  beforeAll(async () => {
    if (unavailable) throw new Error(unavailable)
    database = await createTestDatabase()
    pool = new Pool({ connectionString: database.url })
  })
  afterAll(async () => {
    await pool?.end()
    await database?.drop()
  })

  const args = () => ({ db: drizzle(pool!), payload: undefined, req: undefined }) as never
  const values = async (query: string) => (await pool!.query<{ value: string }>(query)).rows.map((row) => row.value)
  const stored = async () => ({
    jobs: await values('SELECT department::text AS value FROM jobs ORDER BY id'),
    versions: await values('SELECT version_department::text AS value FROM _jobs_v ORDER BY id'),
  })
  const enumLabels = (type: string) =>
    values(`SELECT enumlabel AS value FROM pg_enum WHERE enumtypid = '"public"."${type}"'::regtype ORDER BY enumsortorder`)

  it('renames the enum values, converting the stored ones in place, and down renames them back', async () => {
    const { before, it: migration } = split(postgresMigrations)
    for (const previous of before) await previous.up(args())

    const old = OLD_TO_NEW.map(([value]) => value)
    for (const [index, value] of old.entries()) {
      await drizzle(pool!).execute(
        pgSql`INSERT INTO jobs (title, slug, department, location, summary, posted_at, _status)
              VALUES (${`Job ${index}`}, ${`job-${index}`}, ${value}, 'London', 'Summary.', now(), 'published')`,
      )
      await drizzle(pool!).execute(
        pgSql`INSERT INTO _jobs_v (parent_id, version_title, version_slug, version_department, version_location, version_summary, version__status, latest)
              SELECT id, title, slug, department::text::enum__jobs_v_version_department, location, summary, 'published', true FROM jobs WHERE slug = ${`job-${index}`}`,
      )
    }
    expect(await stored()).toEqual({ jobs: old, versions: old })

    await migration.up(args())
    expect(await stored()).toEqual({ jobs: NEW_VALUES, versions: NEW_VALUES })
    expect(await enumLabels('enum_jobs_department')).toEqual(NEW_VALUES)
    expect(await enumLabels('enum__jobs_v_version_department')).toEqual(NEW_VALUES)

    await migration.down(args())
    expect(await stored()).toEqual({ jobs: old, versions: old })
    expect(await enumLabels('enum_jobs_department')).toEqual(old)
    expect(await enumLabels('enum__jobs_v_version_department')).toEqual(old)
  })
})
