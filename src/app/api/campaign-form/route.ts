import { publishedForm } from '@/cms/forms/publishedForm'
import { answerErrors } from '@/features/campaign-forms/answerErrors'
import { preparedForm } from '@/features/campaign-forms/preparedForm'
import { campaignFormBodySchema } from '@/features/campaign-forms/schema'
import { submissionRecord } from '@/features/campaign-forms/submissionRecord'
import { accepted, fieldErrors, jsonError } from '@/features/leads/http/responses'
import { jsonLeadEndpoint } from '@/features/leads/jsonLeadEndpoint'
import { storeLead } from '@/features/leads/storeLead'
import { verifyCaptcha } from '@/features/leads/verifyCaptcha'

/**
 * POST /api/campaign-form: an answer to an editor's campaign form, through the same lead
 * endpoint as the spec's forms (origin, rate limit, 32 KB, honeypot), then checked against
 * the form's own published fields (400 with a message per field), the captcha verified, and
 * stored with its CRM delivery (and the form's notification emails) before the 2xx. A form
 * that is not published (never, no longer, or deleted) answers 404.
 */
export const POST = jsonLeadEndpoint('campaignForm', campaignFormBodySchema, async (input, { payload, env, source }) => {
  const form = await publishedForm(payload, input.form)
  if (!form) return jsonError(404, 'This form is no longer available')
  const { definition, schema } = preparedForm(form)
  const answers = schema.safeParse(input.fields)
  if (!answers.success) return fieldErrors(answerErrors(answers.error))
  const captcha = await verifyCaptcha(input.token, env)
  if (captcha === 'rejected') return fieldErrors({ token: 'The captcha check failed; please try again' })
  const notify = (form.emails ?? []).length > 0 ? (['notifyFormRecipients'] as const) : []
  const stored = await storeLead(payload, 'campaign-submissions', submissionRecord(definition, answers.data, input, captcha), { moreTasks: notify, source })
  return accepted(stored.reference)
})
