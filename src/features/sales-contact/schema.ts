import { z } from 'zod'

import { attributionSchema } from '../attribution/schema'
import { honeypotSchema } from '../leads/honeypot'
import { emailAddress } from '../leads/emailAddress'

/** §5 sales form: the visitor's fields, checked the same way in the drawer and on the server. */
export const salesFieldsSchema = z.object({
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
  email: z
    .string('Please enter your work email address')
    .trim()
    .min(1, 'Please enter your work email address')
    .max(254, 'Please enter a valid work email address')
    .pipe(emailAddress('Please enter a valid work email address')),
  textField: z
    .string('Please enter a message')
    .trim()
    .min(1, 'Please enter a message')
    .max(5000, 'Please enter at most 5000 characters'),
})
export type SalesFields = z.infer<typeof salesFieldsSchema>

/** §7 POST /api/salesForm body: the fields, where the form was opened, the captcha token and attribution. */
export const salesFormSchema = salesFieldsSchema.extend({
  context: z.string().trim().max(200).optional(),
  topic: z.string().trim().max(200).optional(),
  token: z.string().max(10_000).optional(),
  ...attributionSchema.shape,
  ...honeypotSchema,
})
export type SalesFormBody = z.infer<typeof salesFormSchema>
