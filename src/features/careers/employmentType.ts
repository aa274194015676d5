import { EMPLOYMENT_TYPES } from '@/cms/collections/Jobs'
import type { Job } from '@/cms/payload-types'

/**
 * "FULL_TIME" → "Full-time": the CMS stores schema.org's values and labels them for editors.
 * A draft without a type yet has no label: ''.
 */
export const employmentTypeLabel = (type: Job['employmentType'] | null | undefined): string =>
  EMPLOYMENT_TYPES.find((option) => option.value === type)?.label ?? type ?? ''
