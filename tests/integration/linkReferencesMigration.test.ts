import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { CallToActionBlock } from '@/cms/payload-types'

import { bootPayload, type Booted } from './helpers/bootPayload'
import { migrateAround, rawSql } from './helpers/migrateAround'
import { onPostgres } from './helpers/postgres'

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: vi.fn(),
}))

const LINK_REFERENCES = /_link_references$/

let booted: Booted
let payload: Payload

/**
 * The migrations before link_references (`before`), or it and every later one (the pass that
 * turns addresses into references runs in the latest migration, with the config's final shape).
 */
const migrateThrough = (part: 'before' | 'from') => migrateAround(payload, LINK_REFERENCES, part)
const run = (statement: string) => rawSql(payload, statement)

/*
 * A database from before links had references: its links are addresses. The link_references
 * migration (with the pass in the latest one) keeps them working: an address that is a document's becomes a reference to it,
 * anything else a custom link, and renamed columns keep their values.
 */
describe(`the link_references migration on an existing ${onPostgres ? 'PostgreSQL' : 'SQLite'} database`, () => {
  beforeAll(async () => {
    booted = await bootPayload({ migrate: false })
    payload = booted.payload
    await migrateThrough('before')
    await run(
      `INSERT INTO "pages" ("id", "title", "path", "description", "header", "_status") VALUES
        (901, 'Upgrade target', '/upgrade-target', 'A page links lead to.', 'dark', 'published'),
        (902, 'Upgrade referrer', '/upgrade-referrer', 'A page with links.', 'dark', 'published')`,
    )
    await run(
      `INSERT INTO "pages_blocks_cta" ("_order", "_parent_id", "_path", "id", "heading", "primary_label", "primary_href", "secondary_label", "secondary_href")
        VALUES (1, 902, 'layout', 'upgrade-cta', 'Next', 'Go', '/upgrade-target', 'Docs', 'https://docs.example.com')`,
    )
    await run(
      `INSERT INTO "site_settings" ("id", "brand_name", "docs_url", "api_reference_url", "login_url", "status_page_url", "talk_to_expert_url", "_status")
        VALUES (1, 'Cipherwell', 'https://docs.example.com', 'https://docs.example.com/api', 'https://app.example.com', 'https://status.example.com', '/upgrade-target#form', 'published')`,
    )
    await migrateThrough('from')
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  it('turns a link to a document’s address into a reference to that document', async () => {
    const referrer = await payload.findByID({ collection: 'pages', id: 902, depth: 0 })
    const cta = referrer.layout?.find((block): block is CallToActionBlock => block.blockType === 'cta')
    expect(cta?.primary).toMatchObject({ label: 'Go', type: 'reference', reference: { relationTo: 'pages', value: 901 }, href: '/upgrade-target' })
    expect(cta?.secondary).toMatchObject({ label: 'Docs', type: 'custom', href: 'https://docs.example.com' })
  })

  it('keeps other addresses as custom links, under the renamed fields', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.docs).toMatchObject({ type: 'custom', href: 'https://docs.example.com' })
    expect(settings.login).toMatchObject({ type: 'custom', href: 'https://app.example.com' })
    expect(settings.talkToExpert).toMatchObject({ type: 'custom', href: '/upgrade-target#form' })
  })

  it('lets the referenced page follow a move from then on', async () => {
    await payload.update({ collection: 'pages', id: 901, data: { path: '/upgrade-target-moved', _status: 'published' }, context: { disableRevalidate: true } })
    const referrer = await payload.findByID({ collection: 'pages', id: 902, depth: 0 })
    const cta = referrer.layout?.find((block): block is CallToActionBlock => block.blockType === 'cta')
    expect(cta?.primary?.href).toBe('/upgrade-target-moved')
  })
})
