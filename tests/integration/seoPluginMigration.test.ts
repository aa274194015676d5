import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { bootPayload, migrateDown, type Booted } from './helpers/bootPayload'
import { migrateAround, rawSql } from './helpers/migrateAround'
import { onPostgres } from './helpers/postgres'

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: vi.fn(),
}))

const SEO_PLUGIN = /_seo_plugin$/

let booted: Booted
let payload: Payload

const migrateThrough = (part: 'before' | 'from') => migrateAround(payload, SEO_PLUGIN, part)
const run = (statement: string) => rawSql(payload, statement)

/*
 * A database from before the SEO plugin: its pages, posts and their versions keep an SEO
 * title, image and noindex in the `seo` group. The seo_plugin migration moves them into the
 * plugin's `meta` group, and its down moves them back.
 */
describe(`the seo_plugin migration on an existing ${onPostgres ? 'PostgreSQL' : 'SQLite'} database`, () => {
  beforeAll(async () => {
    booted = await bootPayload({ migrate: false })
    payload = booted.payload
    await migrateThrough('before')
    await run(`INSERT INTO "media" ("id", "alt", "filename", "mime_type", "public") VALUES (951, 'Spring card', 'spring.png', 'image/png', ${onPostgres ? 'true' : '1'})`)
    await run(
      `INSERT INTO "pages" ("id", "title", "path", "description", "header", "_status", "seo_title", "seo_image_id", "seo_noindex")
        VALUES (951, 'Spring launch', '/spring-launch', 'What launches in spring.', 'dark', 'published', 'ux Spring Launch | Cipherwell', 951, ${onPostgres ? 'true' : '1'})`,
    )
    await run(
      `INSERT INTO "_pages_v" ("id", "parent_id", "version_title", "version_path", "version_description", "version_header", "version__status", "latest", "version_seo_title", "version_seo_image_id")
        VALUES (951, 951, 'Spring launch', '/spring-launch', 'What launches in spring.', 'dark', 'published', ${onPostgres ? 'true' : '1'}, 'ux Spring Launch | Cipherwell', 951)`,
    )
    await run(
      `INSERT INTO "posts" ("id", "title", "slug", "excerpt", "cover_image_id", "published_at", "_status", "seo_title")
        VALUES (951, 'Tokens explained', 'tokens-explained', 'How tokens work.', 951, '2026-01-01T00:00:00.000Z', 'published', 'Tokens, explained')`,
    )
    await run(
      `INSERT INTO "_posts_v" ("id", "parent_id", "version_title", "version_slug", "version_excerpt", "version__status", "latest", "version_seo_title")
        VALUES (951, 951, 'Tokens explained', 'tokens-explained', 'How tokens work.', 'draft', ${onPostgres ? 'true' : '1'}, 'Tokens, explained (draft)')`,
    )
    await migrateThrough('from')
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  it('moves a page’s SEO title, image and noindex into the plugin’s meta group', async () => {
    const page = await payload.findByID({ collection: 'pages', id: 951, depth: 0 })
    expect(page.meta).toMatchObject({ title: 'ux Spring Launch | Cipherwell', image: 951, noindex: true })
    expect(page.meta?.description ?? null).toBeNull()
  })

  it('moves the values of posts and of versions too', async () => {
    const post = await payload.findByID({ collection: 'posts', id: 951, depth: 0 })
    expect(post.meta).toMatchObject({ title: 'Tokens, explained', noindex: false })
    const pageVersion = await payload.findVersionByID({ collection: 'pages', id: '951', depth: 0 })
    expect(pageVersion.version.meta).toMatchObject({ title: 'ux Spring Launch | Cipherwell', image: 951 })
    // SQLite rebuilds the tables: the versions still belong to their document (no cascade ran).
    expect(pageVersion.parent).toBe(951)
    const postVersion = await payload.findVersionByID({ collection: 'posts', id: '951', depth: 0 })
    expect(postVersion.version.meta).toMatchObject({ title: 'Tokens, explained (draft)' })
  })

  it('moves them back into the seo group on the way down', async () => {
    await run(`UPDATE "pages" SET "meta_title" = 'Spring launch, edited' WHERE "id" = 951`)
    await migrateDown(payload)
    const [page] = await run(`SELECT "seo_title", "seo_image_id", "seo_noindex" FROM "pages" WHERE "id" = 951`)
    expect(page).toMatchObject({ seo_title: 'Spring launch, edited', seo_image_id: 951 })
    expect(Boolean(page?.seo_noindex)).toBe(true)
    const [version] = await run(`SELECT "version_seo_title" FROM "_posts_v" WHERE "id" = 951`)
    expect(version).toMatchObject({ version_seo_title: 'Tokens, explained (draft)' })
  })
})
