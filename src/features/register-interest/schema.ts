import { z } from 'zod'

import { attributionSchema } from '../attribution/schema'
import { honeypotSchema } from '../leads/honeypot'
import { emailField, requiredText } from '../leads/fields'

/** Register-interest form: checked before Register is enabled and again on the server. */
export const registerInterestFieldsSchema = z.object({
  firstName: requiredText('Please enter your first name', 100),
  lastName: requiredText('Please enter your last name', 100),
  company: requiredText('Please enter your company name', 200),
  email: emailField('Please enter a valid email address'),
  message: z.string().trim().max(5000, 'Please enter at most 5000 characters').optional(),
})
export type RegisterInterestFields = z.infer<typeof registerInterestFieldsSchema>

/** POST /api/beta-signup body. */
export const betaSignupSchema = registerInterestFieldsSchema.extend({
  topic: z.string('Please choose a topic').trim().min(1, 'Please choose a topic').max(200),
  ...attributionSchema.shape,
  ...honeypotSchema,
})
export type BetaSignupBody = z.infer<typeof betaSignupSchema>
