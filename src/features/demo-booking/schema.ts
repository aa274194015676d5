import { z } from 'zod'

import { storedUtmsSchema } from '../attribution/schema'
import { honeypotSchema } from '../leads/honeypot'
import { emailField } from '../leads/fields'

/** POST /api/demo body: the address the visitor typed and their stored UTM record. */
export const demoRequestSchema = z.object({
  email: emailField('Please enter a valid work email address'),
  utms: storedUtmsSchema.optional(),
  ...honeypotSchema,
})
export type DemoRequestBody = z.infer<typeof demoRequestSchema>
