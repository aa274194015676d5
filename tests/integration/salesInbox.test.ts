import { createLocalReq, Forbidden, NotFound, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Lead, User } from '@/cms/payload-types'
import type { storeLead as StoreLead } from '@/features/leads/storeLead'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { createJob, tinyPdf } from './helpers/cvFiles'
import { startFake, type Fake } from './helpers/leadHttp'
import { onPostgres } from './helpers/postgres'

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

/** The CRM, faked: it refuses as many deliveries as it is told to, then accepts. */
const crm = { refuseNext: 0, accepted: 0 }

let booted: Booted
let payload: Payload
let fake: Fake
let storeLead: typeof StoreLead
let users: Record<'admin' | 'editor' | 'sales', User>

beforeAll(async () => {
  fake = await startFake((_req, _body, res) => {
    if (crm.refuseNext > 0) {
      crm.refuseNext -= 1
      return void res.writeHead(503).end()
    }
    crm.accepted += 1
    res.writeHead(200).end('{}')
  })
  Object.assign(process.env, {
    CRM_ADAPTER: 'webhook',
    CRM_WEBHOOK_URL: `${fake.url}/leads`,
    CRM_WEBHOOK_SECRET: 'webhook-secret-'.padEnd(40, 'x'),
    // Ten minutes before Payload's own retry: within a test, only the inbox's retry sends again.
    LEAD_RETRY_BASE_MS: '600000',
  })
  booted = await bootLeads()
  payload = booted.payload
  ;({ storeLead } = await import('@/features/leads/storeLead'))
  const make = (role: keyof typeof users) =>
    payload.create({ collection: 'users', data: { email: `inbox-${role}@cipherwell.test`, password: 'a long test password', roles: [role] } })
  users = { admin: await make('admin'), editor: await make('editor'), sales: await make('sales') }
})
afterAll(async () => {
  await fake?.close()
  await booted?.shutdown()
})

const as = (user: User | null) => ({ overrideAccess: false as const, user })
const inboxRowOf = async (field: 'salesContact' | 'demoRequest' | 'betaSignup' | 'jobApplication', id: string) => {
  const { docs } = await payload.find({ collection: 'leads', where: { [field]: { equals: id } }, depth: 0 })
  expect(docs).toHaveLength(1)
  return docs[0]!
}
const inboxRow = async (id: number | string) => payload.findByID({ collection: 'leads', id, depth: 0 })
const runLeadsQueue = () => payload.jobs.run({ queue: 'leads', limit: 50 })

/** POST /api/leads/:id/retry-delivery, as `user`. */
async function retry(id: number | string, user: User | null) {
  const endpoint = payload.collections.leads.config.endpoints
  const handler = (endpoint || []).find((candidate) => candidate.path === '/:id/retry-delivery')!.handler
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  req.routeParams = { id: String(id) }
  const response = await handler(req)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

let seq = 0
const email = () => `inbox-${++seq}@example.com`

describe('the sales inbox', () => {
  it('holds a row for every lead of every form, written with it, with the columns sales read', async () => {
    const contactEmail = email()
    const contact = await storeLead(payload, 'sales-contacts', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: contactEmail,
      message: 'Hello',
      context: 'product-hero',
      topic: 'pci',
      captcha: 'skipped',
      attribution: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' },
    }, { source: { page: '/products/pci?topic=pci' } })
    const demo = await storeLead(payload, 'demo-requests', { email: email(), attribution: { utmSource: 'ads' } })
    const beta = await storeLead(payload, 'beta-signups', { firstName: 'Grace', lastName: 'Hopper', company: 'Navy', email: email(), topic: 'asv-scanning' })
    const job = await createJob(payload, 'inbox-engineer')
    const application = await storeLead(payload, 'job-applications', { job: job.id, name: 'Mary Jackson', email: email() }, { attach: async (req) => {
      const cv = await payload.create({ collection: 'cv-uploads', data: {}, file: { data: tinyPdf(), mimetype: 'application/pdf', name: 'cv-inbox.pdf', size: tinyPdf().length }, req })
      return { cv: cv.id }
    } })

    const row = await inboxRowOf('salesContact', contact.id)
    expect(row).toMatchObject({
      form: 'salesContact',
      name: 'Ada Lovelace',
      email: contactEmail,
      topic: 'pci',
      message: 'Hello',
      context: 'product-hero',
      sourcePage: '/products/pci?topic=pci',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      // A person's first lead is their first touch too.
      firstUtmSource: 'newsletter',
      firstUtmMedium: 'email',
      firstUtmCampaign: 'spring',
      status: 'new',
      delivery: 'queued',
      deliveryKey: contact.reference,
    })
    const { docs: jobs } = await payload.find({ collection: 'payload-jobs', where: { id: { equals: row.deliveryJob } } })
    expect(jobs.map((queued) => [queued.taskSlug, queued.input])).toEqual([['deliverLead', { collection: 'sales-contacts', id: contact.id }]])
    expect(await inboxRowOf('demoRequest', demo.id)).toMatchObject({ form: 'demoRequest', utmSource: 'ads', deliveryKey: demo.reference })
    expect(await inboxRowOf('betaSignup', beta.id)).toMatchObject({ name: 'Grace Hopper', company: 'Navy', topic: 'asv-scanning' })
    expect(await inboxRowOf('jobApplication', application.id)).toMatchObject({ name: 'Mary Jackson', form: 'jobApplication' })
  })

  it('keeps a person’s first touch from their first lead; each lead has its own last touch', async () => {
    const person = email()
    const first = await storeLead(payload, 'demo-requests', { email: person, attribution: { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'pci-q3' } })
    const second = await storeLead(payload, 'sales-contacts', {
      firstName: 'Ada',
      lastName: 'L',
      email: person,
      message: 'Back again',
      captcha: 'skipped',
      attribution: { utmSource: 'newsletter', utmCampaign: 'winter' },
    })
    // Two leads from one person in one batch: the later takes the earlier's first touch.
    const [third, fourth] = await Promise.all([
      storeLead(payload, 'demo-requests', { email: person, attribution: { utmSource: 'linkedin' } }),
      storeLead(payload, 'beta-signups', { firstName: 'A', lastName: 'L', company: 'C', email: person, topic: 'asv-scanning', attribution: {} }),
    ])
    const firstTouch = { firstUtmSource: 'google', firstUtmMedium: 'cpc', firstUtmCampaign: 'pci-q3' }
    expect(await inboxRowOf('demoRequest', first.id)).toMatchObject({ ...firstTouch, utmSource: 'google', utmCampaign: 'pci-q3' })
    expect(await inboxRowOf('salesContact', second.id)).toMatchObject({ ...firstTouch, utmSource: 'newsletter', utmMedium: null, utmCampaign: 'winter', message: 'Back again' })
    expect(await inboxRowOf('demoRequest', third.id)).toMatchObject({ ...firstTouch, utmSource: 'linkedin' })
    expect(await inboxRowOf('betaSignup', fourth.id)).toMatchObject({ ...firstTouch, utmSource: null })
    // Sales cannot rewrite it either.
    const row = await inboxRowOf('salesContact', second.id)
    const updated = await payload.update({ collection: 'leads', id: row.id, data: { firstUtmSource: 'forged', sourcePage: '/forged', message: 'forged' }, ...as(users.sales) })
    expect(updated).toMatchObject({ firstUtmSource: 'google', message: 'Back again' })
  })

  it('stores no inbox row when the lead itself is not stored', async () => {
    const { insertLeads } = await import('@/cms/leads/repository')
    const before = (await payload.count({ collection: 'leads' })).totalDocs
    const key = crypto.randomUUID()
    const lead = { collection: 'demo-requests' as const, data: { email: email() }, deliveryKey: key, tasks: ['deliverLead' as const] }
    await insertLeads(payload, [lead])
    // The second lead reuses a delivery key (unique): the whole batch, inbox rows included, is refused.
    await expect(insertLeads(payload, [{ ...lead, deliveryKey: crypto.randomUUID() }, lead])).rejects.toThrow()
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(before + 1)
  })

  it('shows a refused delivery as retrying with the CRM’s answer, and delivers it on retry', async () => {
    await runLeadsQueue()
    const { id } = await storeLead(payload, 'demo-requests', { email: email() })
    crm.refuseNext = 1
    await runLeadsQueue()
    const failed = await inboxRowOf('demoRequest', id)
    expect(failed).toMatchObject({ delivery: 'retrying', deliveryError: 'webhook answered 503' })

    expect(await retry(failed.id, users.sales)).toMatchObject({ status: 202, body: { delivery: 'queued' } })
    expect(await inboxRow(failed.id)).toMatchObject({ delivery: 'queued', deliveryError: null })
    await runLeadsQueue()
    const delivered = await inboxRow(failed.id)
    expect(delivered.delivery).toBe('delivered')
    expect(Date.parse(String(delivered.deliveredAt))).toBeGreaterThan(Date.now() - 60_000)
    expect((await payload.findByID({ collection: 'demo-requests', id })).deliveredAt).toBe(delivered.deliveredAt)
  })

  it('queues a new delivery for a lead whose retries ran out', async () => {
    const { id } = await storeLead(payload, 'demo-requests', { email: email() })
    const row = await inboxRowOf('demoRequest', id)
    // As Payload leaves a job whose last retry failed.
    await payload.db.updateOne({ collection: 'payload-jobs', id: row.deliveryJob!, data: { hasError: true, processing: false }, returning: false })
    const { markDeliveryState } = await import('@/cms/leads/repository')
    await markDeliveryState(payload, 'demo-requests', id, 'failed', 'webhook answered 503')

    expect((await retry(row.id, users.admin)).status).toBe(202)
    const requeued = await inboxRow(row.id)
    expect(requeued.deliveryJob).not.toBe(row.deliveryJob)
    await runLeadsQueue()
    expect((await inboxRow(row.id)).delivery).toBe('delivered')
  })

  it('retries only failed deliveries, for sales staff and admins only', async () => {
    const { id } = await storeLead(payload, 'demo-requests', { email: email() })
    const row = await inboxRowOf('demoRequest', id)
    expect((await retry(row.id, null)).status).toBe(401)
    expect((await retry(row.id, users.editor)).status).toBe(403)
    expect(await retry(row.id, users.sales)).toMatchObject({ status: 409, body: { delivery: 'queued' } })
    expect((await retry(999_999, users.sales)).status).toBe(404)
  })
})

describe('access to the sales inbox', () => {
  let row: Lead
  beforeAll(async () => {
    const { id } = await storeLead(payload, 'beta-signups', { firstName: 'K', lastName: 'J', company: 'NASA', email: 'kj@example.com', topic: 'asv-scanning' })
    row = await inboxRowOf('betaSignup', id)
  })

  it('lets sales staff read rows and follow them up; each change is a version naming who made it', async () => {
    expect((await payload.find({ collection: 'leads', ...as(users.sales) })).totalDocs).toBeGreaterThan(0)
    const updated = await payload.update({
      collection: 'leads',
      id: row.id,
      data: { status: 'contacted', noteLog: [{ text: 'Called; a demo next week.' }], nextStep: 'Demo on Tuesday', owner: users.sales.id },
      ...as(users.sales),
    })
    expect(updated).toMatchObject({ status: 'contacted', nextStep: 'Demo on Tuesday', noteLog: [{ text: 'Called; a demo next week.' }] })
    const { docs: versions } = await payload.findVersions({ collection: 'leads', where: { parent: { equals: row.id } }, depth: 0, sort: '-updatedAt' })
    expect(versions[0]?.version).toMatchObject({ status: 'contacted', updatedBy: users.sales.id })
  })

  it('keeps notes as a log: each entry signed with its author and time, never rewritten or dropped', async () => {
    const { id } = await storeLead(payload, 'demo-requests', { email: email() })
    const lead = await inboxRowOf('demoRequest', id)
    const before = Date.now()
    const first = await payload.update({ collection: 'leads', id: lead.id, data: { noteLog: [{ text: '  Called, no answer. ', author: users.admin.id, at: '2000-01-01T00:00:00.000Z' }] }, depth: 0, ...as(users.sales) })
    const [entry] = first.noteLog!
    // The author and time are the server's, whatever was sent.
    expect(entry).toMatchObject({ text: 'Called, no answer.', author: users.sales.id })
    expect(Date.parse(entry!.at!)).toBeGreaterThanOrEqual(before - 1000)

    // Another salesperson adds a note, sending the first one changed and a third one removed: the first comes back as it was.
    const colleague = await payload.create({ collection: 'users', data: { email: `inbox-sales-2-${email()}`, password: 'a long test password', roles: ['sales'] } })
    const second = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { noteLog: [{ ...entry, text: 'Rewritten' }, { text: 'Spoke to Ada: wants a demo.' }] },
      depth: 0,
      ...as(colleague),
    })
    expect(second.noteLog!.map(({ text, author }) => [text, author])).toEqual([
      ['Called, no answer.', users.sales.id],
      ['Spoke to Ada: wants a demo.', colleague.id],
    ])
    const dropped = await payload.update({ collection: 'leads', id: lead.id, data: { noteLog: [] }, depth: 0, ...as(users.sales) })
    expect(dropped.noteLog).toHaveLength(2)
    // Earlier notes (the box before the log) are kept as written.
    const earlier = await payload.update({ collection: 'leads', id: lead.id, data: { notes: 'Overwritten' }, depth: 0, ...as(users.sales) })
    expect(earlier.notes ?? null).toBeNull()
  })

  it('keeps what the visitor sent as it was: sales cannot rewrite it', async () => {
    const updated = await payload.update({ collection: 'leads', id: row.id, data: { email: 'forged@example.com', delivery: 'delivered' }, ...as(users.sales) })
    expect(updated).toMatchObject({ email: 'kj@example.com', delivery: row.delivery })
  })

  it('is closed to editors and anonymous visitors, and only admins delete', async () => {
    for (const user of [users.editor, null]) {
      const listed = await payload.find({ collection: 'leads', ...as(user) }).then(
        ({ docs }) => docs,
        (error: unknown) => (error instanceof Forbidden ? [] : Promise.reject(error)),
      )
      expect(listed).toEqual([])
      await expect(payload.findByID({ collection: 'leads', id: row.id, ...as(user) })).rejects.toSatisfy(
        (error) => error instanceof Forbidden || error instanceof NotFound,
      )
      await expect(payload.update({ collection: 'leads', id: row.id, data: { status: 'closed' }, ...as(user) })).rejects.toThrow(Forbidden)
    }
    for (const user of [users.sales, users.editor, null])
      await expect(payload.delete({ collection: 'leads', id: row.id, ...as(user) })).rejects.toThrow(Forbidden)
    for (const user of [users.admin, users.sales, users.editor, null])
      await expect(payload.create({ collection: 'leads', data: { email: 'x@example.com' } as never, ...as(user) })).rejects.toThrow(Forbidden)
  })

  it('lets sales staff and admins export, and nobody import', async () => {
    for (const user of [users.editor, null])
      await expect(payload.create({ collection: 'exports', data: { collectionSlug: 'leads', format: 'csv' } as never, ...as(user) })).rejects.toThrow(/not allowed|authentication is required/i)
    for (const user of [users.admin, users.sales, users.editor, null])
      await expect(payload.create({ collection: 'imports', data: { collectionSlug: 'leads' } as never, ...as(user) })).rejects.toThrow(Forbidden)
  })
})

describe('the migrations that made the inbox and the lead record', () => {
  it('give every lead stored before them an inbox row, as the repository writes one', async () => {
    const { salesInboxBackfill } = await import('@/migrations/shared/salesInboxBackfill')
    const { leadRecordBackfill } = await import('@/migrations/shared/leadRecordBackfill')
    await runLeadsQueue()
    await storeLead(payload, 'sales-contacts', { firstName: 'Hedy', lastName: 'Lamarr', email: email(), message: 'Hi', captcha: 'skipped', topic: 'pci', attribution: { utmCampaign: 'fall' } })
    await storeLead(payload, 'beta-signups', { firstName: 'Annie', lastName: 'Easley', company: 'NASA', email: email(), topic: 'asv-scanning' })
    const fields = ['form', 'email', 'name', 'company', 'topic', 'message', 'context', 'sourcePage', 'utmSource', 'utmMedium', 'utmCampaign', 'firstUtmSource', 'firstUtmMedium', 'firstUtmCampaign', 'status', 'salesContact', 'demoRequest', 'betaSignup', 'jobApplication', 'delivery', 'deliveredAt', 'deliveryJob', 'createdAt'] as const
    const rows = async () => {
      const { docs } = await payload.find({ collection: 'leads', depth: 0, limit: 0, pagination: false })
      return new Map(docs.map((doc) => [doc.deliveryKey, Object.fromEntries(fields.map((field) => [field, doc[field] ?? null]))]))
    }
    const written = await rows()

    await payload.db.deleteMany({ collection: 'leads', where: {} })
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(0)
    const db = payload.db as unknown as { drizzle: { run?: (query: unknown) => Promise<unknown>; execute?: (query: unknown) => Promise<unknown> } }
    if (onPostgres) {
      const { sql } = await import('@payloadcms/db-postgres')
      for (const statement of [...salesInboxBackfill('postgres'), ...leadRecordBackfill()]) await db.drizzle.execute!(sql.raw(statement))
    } else {
      const { sql } = await import('@payloadcms/db-sqlite')
      for (const statement of [...salesInboxBackfill('sqlite'), ...leadRecordBackfill()]) await db.drizzle.run!(sql.raw(statement))
    }
    const backfilled = await rows()

    expect([...backfilled.keys()].sort()).toEqual([...written.keys()].sort())
    for (const [key, row] of written) {
      // What the backfill cannot know, it leaves as a new row would be: status new, and a
      // delivered lead's finished (deleted) job unnamed, and the page it was sent from (never
      // stored before) empty. Every lead here was delivered, or is queued.
      expect(['delivered', 'queued']).toContain(row.delivery)
      const expected = { ...row, status: 'new', sourcePage: null, deliveryJob: row.delivery === 'delivered' ? null : row.deliveryJob }
      expect(backfilled.get(key), String(key)).toEqual(expected)
    }
  })
})
