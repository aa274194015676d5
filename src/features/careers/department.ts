import { DEPARTMENTS } from '@/cms/collections/Jobs'

/** "security_compliance" → "Security & Compliance": the CMS stores identifiers and labels them for people. */
export const departmentLabel = (value: string): string =>
  DEPARTMENTS.find((option) => option.value === value)?.label ?? value
