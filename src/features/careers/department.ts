import { DEPARTMENTS } from '@/cms/collections/Jobs'

/**
 * "security_compliance" → "Security & Compliance": the CMS stores identifiers and labels them
 * for people. A draft without a department yet has no label: ''.
 */
export const departmentLabel = (value: string | null | undefined): string =>
  DEPARTMENTS.find((option) => option.value === value)?.label ?? value ?? ''
