import { z } from 'zod'

import '@/lib/zodWithoutEval'

import { CV_REQUIRED, jobApplicationSchema } from './schema'

/**
 * What the visitor fills in: the shared schema's text fields, so client and server word
 * their messages alike, and the CV the drop zone accepted. The job slug is not typed by
 * anyone; the page supplies it when the form is sent.
 */
export const applicationFormSchema = jobApplicationSchema.omit({ job: true }).extend({
  cv: z.custom<File>((value) => value instanceof File, CV_REQUIRED),
})
export type ApplicationFormInput = z.input<typeof applicationFormSchema>
export type ApplicationFormValues = z.output<typeof applicationFormSchema>
