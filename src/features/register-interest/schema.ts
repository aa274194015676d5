import { z } from 'zod'

import { attributionSchema } from '../attribution/schema'
import { honeypotSchema } from '../leads/honeypot'
import { emailAddress } from '../leads/emailAddress'

/** §5 register-interest form: checked before Register is enabled and again on the server. */
export const registerInterestFieldsSchema = z.object({
  firstName: z
    .string('Please enter your first name')
    .trim()
    .min(1, 'Please enter your first name')
    .max(100, 'Please enter at most 100 characters'),
  lastName: z
    .string('Please enter your last name')
    .trim()
    .min(1, 'Please enter your last name')
    .max(100, 'Please enter at most 100 characters'),
  company: z
    .string('Please enter your company name')
    .trim()
    .min(1, 'Please enter your company name')
    .max(200, 'Please enter at most 200 characters'),
  email: z
    .string('Please enter a valid email address')
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(emailAddress('Please enter a valid email address')),
  message: z.string().trim().max(5000, 'Please enter at most 5000 characters').optional(),
})
export type RegisterInterestFields = z.infer<typeof registerInterestFieldsSchema>

/** §7 POST /api/beta-signup body. */
export const betaSignupSchema = registerInterestFieldsSchema.extend({
  topic: z.string('Please choose a topic').trim().min(1, 'Please choose a topic').max(200),
  ...attributionSchema.shape,
  ...honeypotSchema,
})
export type BetaSignupBody = z.infer<typeof betaSignupSchema>
