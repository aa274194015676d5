import { z } from 'zod'

import { TOPIC_MAX_LENGTH } from '@/lib/pageTopic'

import { attributionSchema } from '../attribution/schema'
import { honeypotSchema } from '../leads/honeypot'
import { emailField, requiredText } from '../leads/fields'

/** Sales form: the visitor's fields, checked the same way in the drawer and on the server. */
export const salesFieldsSchema = z.object({
  firstName: requiredText('Please enter your first name', 100),
  lastName: requiredText('Please enter your last name', 100),
  email: emailField('Please enter a valid work email address', 'Please enter your work email address'),
  textField: requiredText('Please enter a message', 5000),
})
export type SalesFields = z.infer<typeof salesFieldsSchema>

/** POST /api/salesForm body: the fields, where the form was opened, the captcha token and attribution. */
export const salesFormSchema = salesFieldsSchema.extend({
  context: z.string().trim().max(200).optional(),
  topic: z.string().trim().max(TOPIC_MAX_LENGTH).optional(),
  token: z.string().max(10_000).optional(),
  ...attributionSchema.shape,
  ...honeypotSchema,
})
export type SalesFormBody = z.infer<typeof salesFormSchema>
