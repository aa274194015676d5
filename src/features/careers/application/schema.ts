import { z } from 'zod'

import { honeypotSchema } from '../../leads/honeypot'
import { emailField, requiredText } from '../../leads/fields'

/** CV uploads: one PDF, DOC or DOCX of at most 10 MB. */
export const CV_MAX_BYTES = 10 * 1024 * 1024
/**
 * Not the spec's default of 0: an empty file is no CV, and the endpoint refuses it anyway, so
 * the drop zone says so at once instead of after the form is sent.
 */
export const CV_MIN_BYTES = 1
export const CV_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const

/** Shown by the form and the endpoint when an application arrives without a CV. */
export const CV_REQUIRED = 'Please attach your CV'

/** The text fields of a job application (the CV travels beside them as a file). */
export const jobApplicationSchema = z.object({
  job: z.string().trim().min(1).max(200),
  name: requiredText('Please enter your name', 200),
  email: emailField('Please enter a valid email address'),
  profileUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Please enter a valid URL (https://…)' }).max(500)])
    .optional(),
  coverNote: z.string().trim().max(5000, 'Please enter at most 5000 characters').optional(),
  ...honeypotSchema,
})
export type JobApplicationFields = z.infer<typeof jobApplicationSchema>
