import { pickAttribution } from '@/features/attribution/pickAttribution'
import { accepted, fieldErrors } from '@/features/leads/http/responses'
import { jsonLeadEndpoint } from '@/features/leads/jsonLeadEndpoint'
import { storeLead } from '@/features/leads/storeLead'
import { verifyCaptcha } from '@/features/leads/verifyCaptcha'
import { salesFormSchema } from '@/features/sales-contact/schema'

/** POST /api/salesForm: the sales drawer and `/contact`. */
export const POST = jsonLeadEndpoint('salesForm', salesFormSchema, async (input, { payload, env, source }) => {
  const captcha = await verifyCaptcha(input.token, env)
  if (captcha === 'rejected') return fieldErrors({ token: 'The captcha check failed; please try again' })
  const stored = await storeLead(payload, 'sales-contacts', {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    message: input.textField,
    context: input.context,
    topic: input.topic,
    captcha,
    attribution: pickAttribution(input),
  }, { source })
  return accepted(stored.reference)
})
