import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import type { LeadSlug } from '@/cms/collections/leads'
import type { LeadSource } from '@/cms/collections/leads/inboxRow'
import { insertLeads, type Attach, type LeadTaskSlug, type NewLead, type WrittenLead } from '@/cms/leads/repository'
import { getEnv } from '@/lib/env'
import { GroupCommit } from './groupCommit'

/** A stored lead: its database id, for our own use, and the reference the visitor is given. */
export type StoredLead = { id: string; reference: string }

const writers = new WeakMap<Payload, GroupCommit<NewLead, WrittenLead>>()

/** The CRM delivery always; the email to sales when LEAD_NOTIFY_TO is set. */
const tasksFor = (): LeadTaskSlug[] => (getEnv().LEAD_NOTIFY_TO ? ['deliverLead', 'notifySales'] : ['deliverLead'])

/**
 * Stores a lead and queues its delivery in one transaction; only after this resolves may
 * the endpoint acknowledge the visitor. Leads that arrive while a transaction is being
 * written share the next one (group commit): SQLite commits one writer at a time, and one
 * commit's fsync for several leads is what keeps a burst fast.
 *
 * Resolves to the lead's id and the reference for the visitor's answer: its random delivery
 * key, never the sequential database id (which would tell anyone how many leads arrive, and
 * would tell a bot its honeypot submission apart from a stored one, which gets a random reference too).
 * `attach` writes what belongs to the lead (a CV) in its transaction; `moreTasks` are queued with
 * the lead's own (a campaign form's notification emails); `source` is the page it was sent from.
 */
export function storeLead(
  payload: Payload,
  collection: LeadSlug,
  data: Record<string, unknown>,
  { attach, moreTasks = [], source }: { attach?: Attach; moreTasks?: readonly LeadTaskSlug[]; source?: LeadSource } = {},
): Promise<StoredLead> {
  const lead: NewLead = { collection, data, deliveryKey: randomUUID(), tasks: [...tasksFor(), ...moreTasks], attach, source }
  // A lead with attachments writes files its caller must remove if it fails, so it never shares
  // a transaction: a batch's failure must not roll back (and orphan) another visitor's upload.
  if (attach) return insertLeads(payload, [lead]).then(([written]) => logged(payload, written!))
  let writer = writers.get(payload)
  if (!writer) {
    writer = new GroupCommit((leads) => insertLeads(payload, leads))
    writers.set(payload, writer)
  }
  return writer.submit(lead).then((written) => logged(payload, written))
}

function logged(payload: Payload, { collection, id, deliveryKey }: WrittenLead): StoredLead {
  payload.logger.info({ msg: 'lead stored', collection, id })
  return { id, reference: deliveryKey }
}
