import { z } from 'zod'

import '@/lib/zodWithoutEval'

import { attributionSchema } from '../attribution/schema'
import { honeypotSchema } from '../leads/honeypot'

/** More fields than any campaign form asks for: a body past it is not someone filling a form in. */
const MAX_FIELDS = 100
const MAX_ID = 2_147_483_647

/**
 * POST /api/campaign-form body: which form, its answers (checked afterwards against that form's
 * own fields, campaignFieldsSchema), the page it was sent from, the captcha token and
 * attribution, flat as every lead form sends them. The answers sit under `fields`, so an
 * editor's field name can never collide with these.
 */
export const campaignFormBodySchema = z.object({
  // A form's id is a serial integer in both engines; a larger one would be refused by
  // PostgreSQL's integer column as an error rather than found missing.
  form: z
    .union([z.number(), z.string().regex(/^\d{1,10}$/).transform(Number)], 'Unknown form')
    .pipe(z.number().int('Unknown form').positive('Unknown form').max(MAX_ID, 'Unknown form')),
  fields: z
    .record(z.string().max(64), z.unknown(), 'Please fill in the form')
    .refine((fields) => Object.keys(fields).length <= MAX_FIELDS, 'Too many fields'),
  context: z.string().trim().max(200).optional(),
  token: z.string().max(10_000).optional(),
  ...attributionSchema.shape,
  ...honeypotSchema,
})
export type CampaignFormBody = z.input<typeof campaignFormBodySchema>
export type CampaignFormInput = z.infer<typeof campaignFormBodySchema>
