import type { DrizzleAdapter } from '@payloadcms/drizzle'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { DatabaseUnavailableError } from '../../lib/databaseUnavailable'
import type { LeadSlug } from '../collections/leads'
import { FIRST_TOUCH, FORMS, RETRYABLE, formOf, inboxColumns, type DeliveryState, type LeadSource } from '../collections/leads/inboxRow'

/**
 * The one place that reads and writes leads, their rows in the sales inbox and their delivery
 * outbox (the jobs queued with them) in the database. Everything else goes through these
 * functions: the lead endpoints (storeLead), the delivery and notification tasks, the inbox's
 * retry, and the tests.
 */

/** The sales inbox: one row per lead of every form (collections/leads/Inbox.ts). */
export const INBOX = 'leads'

/** The jobs queue of lead deliveries and notifications (the outbox). */
export const LEADS_QUEUE = 'leads'

/** The tasks a stored lead queues; their handlers live beside this file. */
export type LeadTaskSlug = 'deliverLead' | 'notifySales' | 'notifyFormRecipients'

/** Writes that belong to the lead (such as its CV), inside its transaction; they return fields to store with it. */
export type Attach = (req: PayloadRequest) => Promise<Record<string, unknown>>

export type NewLead = {
  collection: LeadSlug
  data: Record<string, unknown>
  /** Its random reference, unique: the CRM's idempotency key and the visitor's receipt. */
  deliveryKey: string
  /** The outbox rows to write with it. */
  tasks: LeadTaskSlug[]
  attach?: Attach
  /** Where it was sent from, for its inbox row. */
  source?: LeadSource
}

export type WrittenLead = { collection: LeadSlug; id: string; deliveryKey: string }

/** Payload's SQL adapters (SQLite and PostgreSQL) are both Drizzle adapters. */
const drizzleAdapter = (payload: Payload) => payload.db as unknown as DrizzleAdapter

type Table = DrizzleAdapter['tables'][string]
type Row = Record<string, unknown>

/** The one call both engines' Drizzle databases share here; their types differ, the call does not. */
type Inserter = {
  insert: (table: Table) => {
    values: (rows: Row[]) => PromiseLike<unknown> & { returning: (columns: Row) => PromiseLike<unknown[]> }
  }
}

/** Payload's Drizzle table for a collection (its schema, built from the collection's config). */
function tableOf(payload: Payload, slug: LeadSlug | typeof INBOX | 'payload-jobs'): Table {
  const adapter = drizzleAdapter(payload)
  return adapter.tables[adapter.tableNameMap.get(slug.replaceAll('-', '_'))!]!
}

/** A group field's value: a plain object (a Date, an array or a Buffer is a value, never a group). */
const isGroup = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/**
 * A document's fields as its table's columns, named as Payload's schema names them: a field by
 * its name, a group's fields as `group_field`. Lead and job rows hold only such columns (no
 * arrays, blocks, locales or has-many fields, which live in tables of their own); a field that
 * maps to no column is an error here, never silently dropped.
 */
function toRow(table: Table, slug: string, data: Row, prefix = ''): Row {
  const row: Row = {}
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined) continue
    const column = `${prefix}${field}`
    if (column in table) row[column] = value
    else if (isGroup(value)) Object.assign(row, toRow(table, slug, value, `${column}_`))
    else throw new Error(`${slug} has no column for ${column}`)
  }
  return row
}

/**
 * One multi-row INSERT into Payload's own table for the collection, answering each row's id by
 * its delivery key. Payload keeps the schema, the admin and the access rules; this writes rows
 * the way its create would (the lead collections carry no hooks, defaults or field validators,
 * which leadCollections.test.ts keeps so, and the endpoint's zod schema has validated each
 * lead), without the create operation's per-row field traversal and read-back.
 */
async function insertLeadRows(payload: Payload, db: Inserter, collection: LeadSlug, rows: Row[]) {
  const table = tableOf(payload, collection)
  const inserted = (await db
    .insert(table)
    .values(rows.map((data) => toRow(table, collection, data)))
    .returning({ id: table.id, deliveryKey: table.deliveryKey })) as { id: number | string; deliveryKey: string }[]
  return new Map(inserted.map((row) => [row.deliveryKey, String(row.id)]))
}

type JobRow = { id: number | string; taskSlug: string; input: { collection: LeadSlug; id: string } }

/** The outbox rows, one per lead and task, in one INSERT into Payload's jobs table; answers them with their ids. */
async function insertJobRows(payload: Payload, db: Inserter, jobs: Row[]): Promise<JobRow[]> {
  if (jobs.length === 0) return []
  const table = tableOf(payload, 'payload-jobs')
  const rows = jobs.map((data) => toRow(table, 'payload-jobs', data))
  const inserted = await db.insert(table).values(rows).returning({ id: table.id, taskSlug: table.taskSlug, input: table.input })
  // SQLite's driver may answer a JSON column as its text.
  return (inserted as { id: number | string; taskSlug: string; input: unknown }[]).map((job) => ({
    ...job,
    input: (typeof job.input === 'string' ? JSON.parse(job.input) : job.input) as JobRow['input'],
  }))
}

/**
 * The leads' rows in the sales inbox, in one INSERT: the columns sales read in the list, a link
 * to the form's own record, and the delivery job. Written like the form's rows, through the
 * database adapter: the inbox's hooks and defaults are for people's changes, so every column
 * a new row needs is set here.
 */
async function insertInboxRows(payload: Payload, db: Inserter, rows: Row[]) {
  if (rows.length === 0) return
  const table = tableOf(payload, INBOX)
  await db.insert(table).values(rows.map((data) => toRow(table, INBOX, data)))
}

/**
 * The new inbox rows with their first touch: the one kept on the person's earliest row in the
 * inbox (found by email, inside the lead's transaction), or, for a person's first lead, its own
 * campaign fields; a later lead of the same batch from the same email takes the first one's.
 * Once written it never changes (the fields are mirrored). The email is matched as sent.
 */
async function withFirstTouches(payload: Payload, transactionID: number | string | undefined, rows: Row[]): Promise<Row[]> {
  const emails = [...new Set(rows.map((row) => row.email).filter((email) => typeof email === 'string'))] as string[]
  const select = Object.fromEntries(['email', ...Object.keys(FIRST_TOUCH)].map((field) => [field, true as const]))
  const { docs } = emails.length
    ? await payload.db.find<Row>({ collection: INBOX, where: { email: { in: emails } }, sort: ['createdAt', 'id'], select, pagination: false, limit: 0, req: { transactionID } })
    : { docs: [] as Row[] }
  const first = new Map<unknown, Row>()
  for (const doc of docs) if (!first.has(doc.email)) first.set(doc.email, doc)
  return rows.map((row) => {
    const earlier = first.get(row.email)
    const touch = Object.entries(FIRST_TOUCH).map(([firstField, lastField]) => [firstField, earlier ? earlier[firstField] : row[lastField]])
    const withTouch = { ...row, ...Object.fromEntries(touch) }
    if (!earlier && row.email !== undefined) first.set(row.email, withTouch)
    return withTouch
  })
}

/**
 * Payload's commitTransaction resolves even when the COMMIT fails (the connection dropped as it
 * was sent; databaseDown.test.ts provokes it), so only reading the leads back, by their unique
 * delivery keys, proves they were stored. Throws when any is missing.
 */
async function confirmCommitted(payload: Payload, written: WrittenLead[]): Promise<void> {
  const keys = new Map<LeadSlug, string[]>()
  for (const { collection, deliveryKey } of written)
    keys.set(collection, [...(keys.get(collection) ?? []), deliveryKey])
  for (const [collection, deliveryKeys] of keys) {
    const { totalDocs } = await payload.db.count({ collection, where: { deliveryKey: { in: deliveryKeys } } })
    if (totalDocs !== deliveryKeys.length) throw new DatabaseUnavailableError('commit not confirmed')
  }
}

/**
 * The leads and their outbox rows in one transaction: all of them are stored, or none. A
 * lead's attachments (a CV) are written first, through Payload inside the same transaction.
 */
export async function insertLeads(payload: Payload, leads: NewLead[]): Promise<WrittenLead[]> {
  const adapter = drizzleAdapter(payload)
  const transactionID = (await adapter.beginTransaction()) ?? undefined
  const db = (transactionID === undefined ? adapter.drizzle : adapter.sessions[transactionID]!.db) as unknown as Inserter
  // Attachments are written through Payload, in this transaction: only they need a request.
  const req = leads.some((lead) => lead.attach) ? await createLocalReq({}, payload) : undefined
  if (req) req.transactionID = transactionID
  const now = new Date().toISOString()
  const written: WrittenLead[] = []
  try {
    const byCollection = new Map<LeadSlug, Row[]>()
    for (const lead of leads) {
      const attached = lead.attach && req ? await lead.attach(req) : {}
      const row = { ...lead.data, ...attached, deliveryKey: lead.deliveryKey, createdAt: now, updatedAt: now }
      byCollection.set(lead.collection, [...(byCollection.get(lead.collection) ?? []), row])
    }
    const ids = new Map<string, string>()
    for (const [collection, rows] of byCollection)
      for (const [key, id] of await insertLeadRows(payload, db, collection, rows)) ids.set(key, id)
    const jobs: Row[] = []
    for (const { collection, deliveryKey, tasks } of leads) {
      const id = ids.get(deliveryKey)
      if (id === undefined) throw new Error(`${collection} lead ${deliveryKey} was not inserted`)
      written.push({ collection, id, deliveryKey })
      for (const taskSlug of tasks)
        jobs.push({ taskSlug, input: { collection, id }, queue: LEADS_QUEUE, createdAt: now, updatedAt: now })
    }
    const deliveries = new Map<string, string>()
    for (const job of await insertJobRows(payload, db, jobs))
      if (job.taskSlug === 'deliverLead') deliveries.set(`${job.input.collection}/${job.input.id}`, String(job.id))
    const inboxRows = leads.map((lead, index) => {
      const { collection, id } = written[index]!
      const deliveryJob = deliveries.get(`${collection}/${id}`)
      return {
        ...inboxColumns(collection, lead.data, lead.source),
        [formOf(collection)]: Number.isNaN(Number(id)) ? id : Number(id),
        status: 'new',
        delivery: deliveryJob ? 'queued' : 'notSent',
        deliveryJob,
        deliveryKey: lead.deliveryKey,
        createdAt: now,
        updatedAt: now,
      }
    })
    await insertInboxRows(payload, db, await withFirstTouches(payload, transactionID, inboxRows))
    if (transactionID !== undefined) await adapter.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== undefined) await adapter.rollbackTransaction(transactionID)
    throw error
  }
  await confirmCommitted(payload, written)
  return written
}

/** A lead as the CRM mapping reads it (its relationships one level deep). */
export function findLead(payload: Payload, collection: LeadSlug, id: string) {
  return payload.findByID({ collection, id, depth: 1, overrideAccess: true })
}

/** The inbox row of a form's record (the row's link to it is a column of its own per form). */
const inboxRowOf = (collection: LeadSlug, id: string) => ({ [formOf(collection)]: { equals: id } })

/**
 * Stamps deliveredAt, on the lead and its inbox row, through the database adapter, in a
 * transaction of its own (so SQLite takes it in turn with every other write). payload.update
 * would first read the lead, run the field hooks the lead collections do not have and read it
 * back, which would be most of a delivery's CPU time; and bookkeeping is no version of the row.
 */
export async function markDelivered(payload: Payload, collection: LeadSlug, id: string): Promise<void> {
  const now = new Date().toISOString()
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  try {
    await payload.db.updateOne({
      collection,
      id,
      data: { deliveredAt: now, updatedAt: now },
      req: { transactionID },
      returning: false,
    })
    await payload.db.updateMany({
      collection: INBOX,
      where: inboxRowOf(collection, id),
      data: { delivery: 'delivered', deliveredAt: now, deliveryError: null },
      req: { transactionID },
      returning: false,
    })
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/** Records on the inbox row how a delivery went when it did not reach the CRM (failed, or not sent). */
export async function markDeliveryState(
  payload: Payload,
  collection: LeadSlug,
  id: string,
  delivery: Exclude<DeliveryState, 'delivered'>,
  deliveryError: string | null = null,
): Promise<void> {
  await payload.db.updateMany({
    collection: INBOX,
    where: inboxRowOf(collection, id),
    data: { delivery, deliveryError },
    returning: false,
  })
}

export type Requeued = { requeued: boolean; delivery: DeliveryState }

/**
 * Sends a failed delivery again, at once: a delivery still waiting out its backoff is made due
 * now; one that gave up gets a new job in the outbox. Anything else (delivered, queued, no CRM)
 * is left as it is. Answers null for an unknown row.
 */
export async function requeueDelivery(payload: Payload, inboxId: string): Promise<Requeued | null> {
  const found = await payload.find({ collection: INBOX, where: { id: { equals: inboxId } }, depth: 0, limit: 1, overrideAccess: true })
  const row = found.docs[0] as (Row & { delivery: DeliveryState; form: string; deliveryJob?: string | null }) | undefined
  if (!row) return null
  if (!RETRYABLE.includes(row.delivery)) return { requeued: false, delivery: row.delivery }
  const collection = FORMS.find((form) => form.value === row.form)!.collection
  const id = String(row[row.form])
  const waiting = row.deliveryJob
    ? (await payload.find({ collection: 'payload-jobs', where: { id: { equals: row.deliveryJob } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
    : undefined
  let deliveryJob = row.deliveryJob ?? null
  if (waiting && !waiting.completedAt && !waiting.hasError) {
    await payload.db.updateOne({ collection: 'payload-jobs', id: waiting.id, data: { waitUntil: new Date().toISOString() }, returning: false })
  } else {
    const job = await payload.jobs.queue({ task: 'deliverLead', input: { collection, id }, queue: LEADS_QUEUE })
    deliveryJob = String(job.id)
  }
  await payload.db.updateOne({
    collection: INBOX,
    id: inboxId,
    data: { delivery: 'queued', deliveryError: null, deliveryJob },
    returning: false,
  })
  return { requeued: true, delivery: 'queued' }
}
