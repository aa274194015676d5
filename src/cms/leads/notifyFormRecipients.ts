import { getEnv } from '../../lib/env'
import { leadArrivedEmail } from './leadArrivedEmail'
import { leadTask } from './leadTask'

const env = getEnv()

type Recipient = { emailTo?: string | null; cc?: string | null; bcc?: string | null; subject?: string | null }

/** What a campaign form's recipients receive: that an answer arrived and where to read it. */
export function formNotification(formTitle: string, id: string, siteUrl: string, subject: string | null | undefined) {
  return leadArrivedEmail({
    subject: subject?.trim() || `New answer to ${formTitle}`,
    arrived: `A new answer to the campaign form “${formTitle}” (#${id})`,
    collection: 'campaign-submissions',
    id,
    siteUrl,
    kept: 'answers',
  })
}

/**
 * Emails the addresses a campaign form's editors listed that an answer arrived, through
 * Payload's email adapter (SMTP). Queued with the answer only when the form lists someone,
 * and retried like a delivery; the same rule as notifySales: the admin link, never the
 * visitor's answers. Who is told is read when the job runs, so a form deleted in between
 * emails nobody.
 */
export const notifyFormRecipientsTask = leadTask<{ sent: number }>({
  slug: 'notifyFormRecipients',
  label: 'Email a campaign form’s recipients about a new answer',
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const answer = await payload.findByID({ collection: 'campaign-submissions', id: input.id, depth: 0, overrideAccess: true })
    const formId = typeof answer.form === 'object' && answer.form ? answer.form.id : answer.form
    if (formId === null || formId === undefined) return { output: { sent: 0 } }
    const form = await payload.findByID({ collection: 'forms', id: formId, depth: 0, overrideAccess: true, disableErrors: true })
    const recipients = ((form?.emails ?? []) as Recipient[]).filter((recipient) => recipient.emailTo?.trim())
    for (const { emailTo, cc, bcc, subject } of recipients) {
      await payload.sendEmail({
        to: emailTo!,
        ...(cc?.trim() ? { cc } : {}),
        ...(bcc?.trim() ? { bcc } : {}),
        ...formNotification(answer.formTitle, input.id, env.siteUrl, subject),
      })
    }
    payload.logger.info({ msg: 'campaign form recipients notified', id: input.id, emails: recipients.length })
    return { output: { sent: recipients.length } }
  },
})
