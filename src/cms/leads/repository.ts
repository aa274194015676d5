import { upsertRow, type DrizzleAdapter } from '@payloadcms/drizzle'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { DatabaseUnavailableError } from '../../lib/databaseUnavailable'
import type { LeadSlug } from '../collections/leads'

/**
 * The one place that reads and writes leads and their delivery outbox (the jobs queued with
 * them) in the database. Everything else goes through these functions: the lead endpoints
 * (storeLead), the delivery and notification tasks, and the tests.
 */

/** The jobs queue of lead deliveries and notifications (the outbox). */
export const LEADS_QUEUE = 'leads'

/** The tasks a stored lead queues; their handlers live beside this file. */
export type LeadTaskSlug = 'deliverLead' | 'notifySales'

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
}

export type WrittenLead = { collection: LeadSlug; id: string; deliveryKey: string }

/** Payload's SQL adapters (SQLite and PostgreSQL) are both Drizzle adapters. */
const drizzleAdapter = (payload: Payload) => payload.db as unknown as DrizzleAdapter

/**
 * One row through Payload's own row writer (its schema, column names and related tables),
 * answered with the new id alone: `payload.db.create` either reads the whole document back or
 * nothing. The endpoint's zod schema has already validated a lead, and the lead collections
 * carry no hooks, defaults or field validators (leadCollections.test.ts keeps it so), so the
 * create operation's field traversal would add nothing but CPU time.
 */
async function insertRow(
  payload: Payload,
  req: PayloadRequest,
  slug: LeadSlug | 'payload-jobs',
  data: Record<string, unknown>,
) {
  const adapter = drizzleAdapter(payload)
  const session = req.transactionID === undefined ? undefined : adapter.sessions[await req.transactionID]
  const written = await upsertRow({
    adapter,
    collectionSlug: slug,
    data,
    db: session?.db ?? adapter.drizzle,
    fields: payload.collections[slug].config.flattenedFields,
    ignoreResult: 'idOnly',
    operation: 'create',
    req,
    tableName: adapter.tableNameMap.get(slug.replaceAll('-', '_'))!,
  })
  return String((written as { id: number | string }).id)
}

async function writeLead(payload: Payload, req: PayloadRequest, lead: NewLead): Promise<WrittenLead> {
  const attached = lead.attach ? await lead.attach(req) : {}
  const { collection, deliveryKey } = lead
  const id = await insertRow(payload, req, collection, { ...lead.data, ...attached, deliveryKey })
  for (const taskSlug of lead.tasks) {
    await insertRow(payload, req, 'payload-jobs', { taskSlug, input: { collection, id }, queue: LEADS_QUEUE })
  }
  return { collection, id, deliveryKey }
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

/** The leads and their outbox rows in one transaction: all of them are stored, or none. */
export async function insertLeads(payload: Payload, leads: NewLead[]): Promise<WrittenLead[]> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const written: WrittenLead[] = []
  try {
    for (const lead of leads) written.push(await writeLead(payload, req, lead))
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await confirmCommitted(payload, written)
  return written
}

/** A lead as the CRM mapping reads it (its relationships one level deep). */
export function findLead(payload: Payload, collection: LeadSlug, id: string) {
  return payload.findByID({ collection, id, depth: 1, overrideAccess: true })
}

/**
 * Stamps deliveredAt through the database adapter, in a transaction of its own (so SQLite
 * takes it in turn with every other write). payload.update would first read the lead, run
 * the field hooks the lead collections do not have and read it back, which would be most of
 * a delivery's CPU time.
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
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
