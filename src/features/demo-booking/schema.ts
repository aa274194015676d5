import { z } from 'zod'

import { storedUtmsSchema } from '../attribution/schema'
import { honeypotSchema } from '../leads/honeypot'
import { emailAddress } from '../leads/emailAddress'

/** §7 POST /api/demo body: the address the visitor typed and their stored UTM record. */
export const demoRequestSchema = z.object({
  email: z
    .string('Please enter a valid work email address')
    .trim()
    .max(254, 'Please enter a valid work email address')
    .pipe(emailAddress('Please enter a valid work email address')),
  utms: storedUtmsSchema.optional(),
  ...honeypotSchema,
})
export type DemoRequestBody = z.infer<typeof demoRequestSchema>
