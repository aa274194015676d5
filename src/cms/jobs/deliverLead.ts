import type { Payload, TaskConfig } from 'payload'

import { getEnv } from '../../lib/env'
import type { LeadSlug } from '../collections/leads'
import { crmAdapter } from './crm/adapter'
import { toCrmLead } from './crm/toCrmLead'
import { leadTaskInputSchema, leadTaskRetries, type LeadTaskInput } from './leadTask'

export const LEADS_QUEUE = 'leads'

const env = getEnv()

/**
 * Sends one stored lead to the CRM. Queued in the same transaction as the lead, so a lead
 * is never stored without its delivery. Safe to run twice: a delivered lead is skipped, and
 * the CRM receives the lead's idempotency key with every attempt.
 */
export const deliverLeadTask: TaskConfig<{
  input: LeadTaskInput
  output: { delivered: boolean }
}> = {
  slug: 'deliverLead',
  label: 'Deliver a lead to the CRM',
  inputSchema: leadTaskInputSchema,
  outputSchema: [{ name: 'delivered', type: 'checkbox' }],
  retries: leadTaskRetries(env.LEAD_RETRY_BASE_MS),
  handler: async ({ input, req }) => {
    const { payload } = req
    const lead = await payload.findByID({ collection: input.collection, id: input.id, depth: 1, overrideAccess: true })
    if (lead.deliveredAt) return { output: { delivered: false } }
    const adapter = crmAdapter(env)
    if (!adapter) return { output: { delivered: false } }
    await adapter.deliver(toCrmLead(input.collection, lead as never, env.siteUrl))
    await markDelivered(payload, input.collection, input.id)
    payload.logger.info({ msg: `lead delivered to ${adapter.name}`, collection: input.collection, id: input.id })
    return { output: { delivered: true } }
  },
}

/**
 * Stamps deliveredAt through the database adapter, in a transaction of its own (so SQLite
 * takes it in turn with every other write). payload.update would first read the lead, run
 * the field hooks the lead collections do not have (leadCollections.test.ts) and read it
 * back, which would be most of a delivery's CPU time.
 */
async function markDelivered(payload: Payload, collection: LeadSlug, id: string): Promise<void> {
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
