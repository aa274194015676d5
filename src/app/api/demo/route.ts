import { accepted } from '@/features/leads/http/responses'
import { jsonLeadEndpoint } from '@/features/leads/jsonLeadEndpoint'
import { storeLead } from '@/features/leads/storeLead'
import { demoRequestSchema } from '@/features/demo-booking/schema'

/** POST /api/demo: sent (fire-and-forget) when the demo scheduler opens for an email. */
export const POST = jsonLeadEndpoint('demo', demoRequestSchema, async (input, { payload, source }) => {
  const stored = await storeLead(payload, 'demo-requests', { email: input.email, attribution: input.utms ?? {} }, { source })
  return accepted(stored.reference)
})
