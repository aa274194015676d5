import { z } from 'zod'

/**
 * POST /api/consent body: the visitor's random id (kept in their browser) and the choice
 * they made. Strict: a body carrying anything else is refused rather than trimmed, so
 * nothing more about a visitor can reach the records.
 */
export const consentRecordSchema = z.strictObject(
  {
    visitorId: z.uuid({ version: 'v4', error: 'The visitor id must be a UUID v4' }),
    choice: z.enum(['accepted', 'rejected'], "The choice must be 'accepted' or 'rejected'"),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Only visitorId and choice are accepted' : 'The body must be a JSON object',
  },
)
export type ConsentRecordBody = z.infer<typeof consentRecordSchema>
