import { z } from 'zod'

import '@/lib/zodWithoutEval'

import { ATTRIBUTION_MAX_LENGTH } from './fields'

const utmValue = z.string().trim().max(ATTRIBUTION_MAX_LENGTH).optional()

/** Attribution data, sent flat beside a form's fields. */
export const attributionSchema = z.object({
  utmTerm: utmValue,
  utmSource: utmValue,
  utmMedium: utmValue,
  utmContent: utmValue,
  utmCampaign: utmValue,
  gclid: utmValue,
})
export type Attribution = z.infer<typeof attributionSchema>

/** Stored UTM record (localStorage `utms`): the same optional strings. */
export const storedUtmsSchema = attributionSchema
export type StoredUtms = Attribution
