import type { TaskConfig } from 'payload'

import { getEnv } from '../../lib/env'
import { crmAdapter } from './delivery/adapter'
import { toCrmLead } from './delivery/toCrmLead'
import { leadTaskInputSchema, leadTaskRetries, type LeadTaskInput } from './leadTask'
import { findLead, markDelivered } from './repository'

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
    const lead = await findLead(payload, input.collection, input.id)
    if (lead.deliveredAt) return { output: { delivered: false } }
    const adapter = crmAdapter(env)
    if (!adapter) return { output: { delivered: false } }
    await adapter.deliver(toCrmLead(input.collection, lead as never, env.siteUrl))
    await markDelivered(payload, input.collection, input.id)
    payload.logger.info({ msg: `lead delivered to ${adapter.name}`, collection: input.collection, id: input.id })
    return { output: { delivered: true } }
  },
}
