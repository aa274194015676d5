import { EMPLOYMENT_TYPES } from '@/cms/collections/Jobs'
import type { Job } from '@/cms/payload-types'

/** "FULL_TIME" → "Full-time": the CMS stores schema.org's values and labels them for editors. */
export const employmentTypeLabel = (type: Job['employmentType']) =>
  EMPLOYMENT_TYPES.find((option) => option.value === type)?.label ?? type
