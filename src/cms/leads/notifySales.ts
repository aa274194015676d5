import { getEnv } from '../../lib/env'
import type { LeadSlug } from '../collections/leads'
import { leadArrivedEmail } from './leadArrivedEmail'
import { leadTask } from './leadTask'

const env = getEnv()

const LABEL: Record<LeadSlug, string> = {
  'sales-contacts': 'sales contact',
  'demo-requests': 'demo request',
  'beta-signups': 'beta signup',
  'job-applications': 'job application',
  'campaign-submissions': 'campaign form answer',
}

/** What sales receive: that a lead arrived and where to read it — none of the visitor's data. */
export function salesNotification(collection: LeadSlug, id: string, siteUrl: string) {
  const label = LABEL[collection]
  return leadArrivedEmail({ subject: `New ${label} #${id}`, arrived: `A new ${label} (#${id})`, collection, id, siteUrl, kept: 'details' })
}

/**
 * Emails the LEAD_NOTIFY_TO addresses that a lead arrived, through Payload's email adapter
 * (SMTP). Queued with the lead, only when LEAD_NOTIFY_TO is set, and retried like a delivery.
 * Email is stored and forwarded in places we do not control, so it carries the lead's admin
 * link, never the visitor's name, address or message.
 */
export const notifySalesTask = leadTask<{ sent: boolean }>({
  slug: 'notifySales',
  label: 'Email sales about a new lead',
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const { payload } = req
    if (!env.LEAD_NOTIFY_TO) return { output: { sent: false } }
    await payload.sendEmail({ to: env.LEAD_NOTIFY_TO, ...salesNotification(input.collection, input.id, env.siteUrl) })
    payload.logger.info({ msg: 'sales notified of a lead', collection: input.collection, id: input.id })
    return { output: { sent: true } }
  },
})
