import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { slugField } from '../fields/slugField'

export const DEPARTMENTS = ['Engineering', 'Security & Compliance', 'Go-to-market'] as const

/** schema.org JobPosting employment types, so the JSON-LD needs no mapping. */
export const EMPLOYMENT_TYPES = [
  { label: 'Full-time', value: 'FULL_TIME' },
  { label: 'Part-time', value: 'PART_TIME' },
  { label: 'Contract', value: 'CONTRACTOR' },
  { label: 'Internship', value: 'INTERN' },
] as const

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'department', 'location', '_status'] },
  defaultSort: 'title',
  ...publishedContent(TAGS.jobs),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'department', type: 'select', required: true, options: [...DEPARTMENTS] },
    { name: 'location', type: 'text', required: true, admin: { description: 'e.g. “London” or “Remote (Europe)”.' } },
    { name: 'remote', type: 'checkbox', defaultValue: false, label: 'Fully remote' },
    { name: 'employmentType', type: 'select', required: true, defaultValue: 'FULL_TIME', options: [...EMPLOYMENT_TYPES] },
    { name: 'summary', type: 'textarea', required: true, maxLength: 300 },
    { name: 'description', type: 'richText', required: true },
    { name: 'postedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
    { name: 'validThrough', type: 'date', admin: { position: 'sidebar', description: 'When applications close.' } },
  ],
}
