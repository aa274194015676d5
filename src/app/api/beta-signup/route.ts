import { pickAttribution } from '@/features/attribution/pickAttribution'
import { accepted } from '@/features/leads/http/responses'
import { jsonLeadEndpoint } from '@/features/leads/jsonLeadEndpoint'
import { storeLead } from '@/features/leads/storeLead'
import { betaSignupSchema } from '@/features/register-interest/schema'

/** POST /api/beta-signup: the register-interest dialog. */
export const POST = jsonLeadEndpoint('betaSignup', betaSignupSchema, async (input, { payload, source }) => {
  const stored = await storeLead(payload, 'beta-signups', {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    email: input.email,
    message: input.message,
    topic: input.topic,
    attribution: pickAttribution(input),
  }, { source })
  return accepted(stored.reference)
})
