import { getEnv } from '../../lib/env'
import { crmAdapter } from './delivery/adapter'
import { toCrmLead } from './delivery/toCrmLead'
import { leadTask } from './leadTask'
import { findLead, markDelivered, markDeliveryState } from './repository'

const env = getEnv()
const ERROR_SHOWN = 300

/**
 * Whether this failed attempt was the last: Payload gives up once a task has failed as many
 * times as its retries allow, and every earlier attempt of this job left a failure in its log.
 */
const lastAttempt = (job: { log?: { state?: string; taskSlug?: string }[] | null }) =>
  (job.log ?? []).filter((entry) => entry.state === 'failed' && entry.taskSlug === 'deliverLead').length >=
  deliverLeadTask.retries.attempts

/**
 * Sends one stored lead to the CRM. Queued in the same transaction as the lead, so a lead
 * is never stored without its delivery. Safe to run twice: a delivered lead is skipped, and
 * the CRM receives the lead's idempotency key with every attempt.
 */
export const deliverLeadTask = leadTask<{ delivered: boolean }>({
  slug: 'deliverLead',
  label: 'Deliver a lead to the CRM',
  outputSchema: [{ name: 'delivered', type: 'checkbox' }],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const lead = await findLead(payload, input.collection, input.id)
    if (lead.deliveredAt) return { output: { delivered: false } }
    const adapter = crmAdapter(env)
    if (!adapter) {
      await markDeliveryState(payload, input.collection, input.id, 'notSent')
      return { output: { delivered: false } }
    }
    try {
      await adapter.deliver(toCrmLead(input.collection, lead as never, env.siteUrl))
    } catch (error) {
      // The inbox shows sales that it failed, and whether Payload will try again (the CRM's
      // answer, never the lead's data: adapters' errors name a status or a timeout).
      const message = error instanceof Error ? error.message : String(error)
      await markDeliveryState(payload, input.collection, input.id, lastAttempt(job) ? 'failed' : 'retrying', message.slice(0, ERROR_SHOWN))
      throw error
    }
    await markDelivered(payload, input.collection, input.id)
    payload.logger.info({ msg: `lead delivered to ${adapter.name}`, collection: input.collection, id: input.id })
    return { output: { delivered: true } }
  },
})
