/**
 * The attribution fields and their length limit, with no zod: the stored-record check that
 * runs on every page after hydration (storedUtms.ts) needs only these, and importing the
 * zod schema there would put the whole of zod (~110 KB, a long task of its own) on every page.
 * The forms' zod schema (schema.ts) is built from the same limit.
 */

/** The attribution fields, as the forms send them and the stored `utms` record holds them. */
export const ATTRIBUTION_FIELDS = ['utmTerm', 'utmSource', 'utmMedium', 'utmContent', 'utmCampaign', 'gclid'] as const

/** The longest value any of them may have, after trimming. */
export const ATTRIBUTION_MAX_LENGTH = 500
