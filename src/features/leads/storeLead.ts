import { randomUUID } from 'node:crypto'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { LeadSlug } from '@/cms/collections/leads'
import { LEADS_QUEUE } from '@/cms/jobs/deliverLead'
import { DatabaseUnavailableError } from '@/lib/databaseUnavailable'
import { getEnv } from '@/lib/env'
import { GroupCommit } from './groupCommit'

/** Writes that belong to the lead (such as its CV) and return fields to store with it. */
type Attach = (req: PayloadRequest) => Promise<Record<string, unknown>>

type PendingLead = { collection: LeadSlug; data: Record<string, unknown>; attach?: Attach }
type WrittenLead = { collection: LeadSlug; id: string; deliveryKey: string }

/** A stored lead: its database id, for our own use, and the reference the visitor is given. */
export type StoredLead = { id: string; reference: string }

/**
 * The lead and its jobs (the CRM delivery; the email to sales when LEAD_NOTIFY_TO is set),
 * inside the caller's transaction. All go through the database adapter rather than
 * payload.create: the endpoint's zod schema has already validated the lead, the lead
 * collections carry no hooks, defaults or field validators (leadCollections.test.ts keeps it
 * so), and the create operation's field traversal and read-back of the whole document would
 * be a large share of each submission's CPU time. Only the new id is read back, for the jobs
 * and the log.
 */
async function writeLead(
  payload: Payload,
  req: PayloadRequest,
  { collection, data, attach }: PendingLead,
): Promise<WrittenLead> {
  const attached = attach ? await attach(req) : {}
  const deliveryKey = randomUUID()
  await payload.db.create({ collection, data: { ...data, ...attached, deliveryKey }, req, returning: false })
  const lead = await payload.db.findOne<{ id: number | string }>({
    collection,
    where: { deliveryKey: { equals: deliveryKey } },
    select: { id: true },
    req,
  })
  if (!lead) throw new Error(`the ${collection} lead just written was not found`)
  const input = { collection, id: String(lead.id) }
  await queueTask(payload, req, 'deliverLead', input)
  if (getEnv().LEAD_NOTIFY_TO) await queueTask(payload, req, 'notifySales', input)
  return { collection, id: input.id, deliveryKey }
}

/** What payload.jobs.queue writes, minus reading the new job back, which nothing here uses. */
async function queueTask(
  payload: Payload,
  req: PayloadRequest,
  taskSlug: 'deliverLead' | 'notifySales',
  input: { collection: LeadSlug; id: string },
) {
  await payload.db.create({
    collection: 'payload-jobs',
    data: { taskSlug, input, queue: LEADS_QUEUE },
    req,
    returning: false,
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

/** One transaction around `leads`: all of them and their jobs are written, or none. */
async function writeInTransaction(payload: Payload, leads: PendingLead[]): Promise<WrittenLead[]> {
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

const writers = new WeakMap<Payload, GroupCommit<PendingLead, WrittenLead>>()

/**
 * Stores a lead and queues its delivery in one transaction; only after this resolves may
 * the endpoint acknowledge the visitor. Leads that arrive while a transaction is being
 * written share the next one (group commit): SQLite commits one writer at a time, and one
 * commit's fsync for several leads is what keeps a burst fast.
 *
 * Resolves to the lead's id and the reference for the visitor's answer: its random delivery
 * key, never the sequential database id (which would tell anyone how many leads arrive, and
 * would tell a bot its honeypot submission apart from a stored one, which gets a random reference too).
 */
export function storeLead(
  payload: Payload,
  collection: LeadSlug,
  data: Record<string, unknown>,
  attach?: Attach,
): Promise<StoredLead> {
  // A lead with attachments writes files its caller must remove if it fails, so it never shares
  // a transaction: a batch's failure must not roll back (and orphan) another visitor's upload.
  if (attach)
    return writeInTransaction(payload, [{ collection, data, attach }]).then(([written]) => logged(payload, written!))
  let writer = writers.get(payload)
  if (!writer) {
    writer = new GroupCommit((leads) => writeInTransaction(payload, leads))
    writers.set(payload, writer)
  }
  return writer.submit({ collection, data }).then((written) => logged(payload, written))
}

function logged(payload: Payload, { collection, id, deliveryKey }: WrittenLead): StoredLead {
  payload.logger.info({ msg: 'lead stored', collection, id })
  return { id, reference: deliveryKey }
}
