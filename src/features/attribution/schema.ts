import { z } from 'zod'

import '@/lib/zodWithoutEval'

import { ATTRIBUTION_MAX_LENGTH } from './fields'

const utmValue = z.string().trim().max(ATTRIBUTION_MAX_LENGTH).optional()

/** §3 attribution data, sent flat beside a form's fields. */
export const attributionSchema = z.object({
  utmTerm: utmValue,
  utmSource: utmValue,
  utmMedium: utmValue,
  utmContent: utmValue,
  utmCampaign: utmValue,
  gclid: utmValue,
})
export type Attribution = z.infer<typeof attributionSchema>

/** §3 stored UTM record (localStorage `utms`): the same optional strings. */
export const storedUtmsSchema = attributionSchema
export type StoredUtms = Attribution
