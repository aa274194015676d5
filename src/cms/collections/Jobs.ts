import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { previewButton } from '../adminPreview'
import { slugField } from '../fields/slugField'
import { collectionWithEditHistory } from '../admin/withEditHistory'

/**
 * Departments, in the careers page's order. Payload names a select field's GraphQL enum values
 * after the option values, and GraphQL names allow only [_a-zA-Z0-9], so the stored values are
 * identifiers and the labels are what visitors and editors read (payloadcms/payload#13466).
 */
export const DEPARTMENTS = [
  { label: 'Engineering', value: 'engineering' },
  { label: 'Security & Compliance', value: 'security_compliance' },
  { label: 'Go-to-market', value: 'go_to_market' },
] as const

/** schema.org JobPosting employment types, so the JSON-LD needs no mapping. */
export const EMPLOYMENT_TYPES = [
  { label: 'Full-time', value: 'FULL_TIME' },
  { label: 'Part-time', value: 'PART_TIME' },
  { label: 'Contract', value: 'CONTRACTOR' },
  { label: 'Internship', value: 'INTERN' },
] as const

export const Jobs: CollectionConfig = collectionWithEditHistory({
  slug: 'jobs',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'department', 'location', '_status'], preview: previewButton('jobs') },
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
})
