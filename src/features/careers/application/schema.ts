import { z } from 'zod'

import { honeypotSchema } from '../../leads/honeypot'
import { emailAddress } from '../../leads/emailAddress'

/** CV uploads: one PDF, DOC or DOCX of at most 10 MB. */
export const CV_MAX_BYTES = 10 * 1024 * 1024
export const CV_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const

/** The text fields of a job application (the CV travels beside them as a file). */
export const jobApplicationSchema = z.object({
  job: z.string().trim().min(1).max(200),
  name: z
    .string('Please enter your name')
    .trim()
    .min(1, 'Please enter your name')
    .max(200, 'Please enter at most 200 characters'),
  email: z
    .string('Please enter a valid email address')
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(emailAddress('Please enter a valid email address')),
  profileUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Please enter a valid URL (https://…)' }).max(500)])
    .optional(),
  coverNote: z.string().trim().max(5000, 'Please enter at most 5000 characters').optional(),
  ...honeypotSchema,
})
export type JobApplicationFields = z.infer<typeof jobApplicationSchema>
