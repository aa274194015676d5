import { sql } from '@payloadcms/db-sqlite'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEPARTMENTS } from '@/cms/collections/Jobs'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { bootPayload, migrate, migrateDown, type Booted } from './helpers/bootPayload'
import { onPostgres } from './helpers/postgres'

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

// SQLite stores the departments as text; the PostgreSQL part below is its counterpart there.
describe.skipIf(onPostgres)('job_department_values on SQLite', () => {
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
    await migrateDown(booted.payload)
    expect(await stored()).toEqual({ jobs: expected(OLD_TO_NEW.map(([old]) => old)), versions: expected(OLD_TO_NEW.map(([old]) => old)) })

    await migrate(booted.payload)
    expect(await stored()).toEqual({ jobs: expected(NEW_VALUES), versions: expected(NEW_VALUES) })
  })
})

/**
 * The same conversion through Payload's migrate on PostgreSQL, where the departments are enum
 * types whose values the migration renames. It runs in the integration-postgres project, as the
 * SQLite part above runs in the integration project.
 */
describe.runIf(onPostgres)('job_department_values on PostgreSQL', () => {
  let booted: Booted

  beforeAll(async () => {
    booted = await bootPayload({ migrate: false })
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  const pool = () => (booted.payload.db as unknown as { pool: Pool }).pool
  const values = async (query: string) => (await pool().query<{ value: string }>(query)).rows.map((row) => row.value)
  const stored = async () => ({
    jobs: await values('SELECT department::text AS value FROM jobs ORDER BY id'),
    versions: await values('SELECT version_department::text AS value FROM _jobs_v ORDER BY id'),
  })
  const enumLabels = (type: string) =>
    values(`SELECT enumlabel AS value FROM pg_enum WHERE enumtypid = '"public"."${type}"'::regtype ORDER BY enumsortorder`)
  const labels = async () => ({
    jobs: await enumLabels('enum_jobs_department'),
    versions: await enumLabels('enum__jobs_v_version_department'),
  })
  const both = (list: readonly string[]) => ({ jobs: [...list], versions: [...list] })

  it('renames the enum values, converting the stored ones in place, and down renames them back', async () => {
    const { before } = split(postgresMigrations)
    // Payload types a migration's up/down as taking `unknown`; these take the PostgreSQL adapter's args.
    await booted.payload.db.migrate({ migrations: before as never })

    const old = OLD_TO_NEW.map(([value]) => value)
    for (const [index, value] of old.entries()) {
      await pool().query(
        `INSERT INTO jobs (title, slug, department, location, summary, posted_at, _status)
         VALUES ($1, $2, $3, 'London', 'Summary.', now(), 'published')`,
        [`Job ${index}`, `job-${index}`, value],
      )
      await pool().query(
        `INSERT INTO _jobs_v (parent_id, version_title, version_slug, version_department, version_location, version_summary, version__status, latest)
         SELECT id, title, slug, department::text::enum__jobs_v_version_department, location, summary, 'published', true FROM jobs WHERE slug = $1`,
        [`job-${index}`],
      )
    }
    expect(await stored()).toEqual(both(old))
    expect(await labels()).toEqual(both(old))

    // The start script's migrate: the committed files from job_department_values on.
    await migrate(booted.payload)
    expect(await stored()).toEqual(both(NEW_VALUES))
    expect(await labels()).toEqual(both(NEW_VALUES))
    const { docs } = await booted.payload.find({ collection: 'jobs', sort: 'slug', limit: 0, pagination: false })
    expect(docs.map((doc) => doc.department)).toEqual(NEW_VALUES)

    // Down rolls back the last batch: job_department_values and any migration committed after it.
    await migrateDown(booted.payload)
    expect(await stored()).toEqual(both(old))
    expect(await labels()).toEqual(both(old))

    await migrate(booted.payload)
    expect(await stored()).toEqual(both(NEW_VALUES))
  })
})
