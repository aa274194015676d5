import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { previewButton } from '../adminPreview'
import { slugField } from '../fields/slugField'
import { rowLabel } from '../fields/rowLabel'
import { collectionWithEditHistory } from '../admin/withEditHistory'

export const INDUSTRIES = ['Fintech', 'Payments', 'E-commerce', 'Healthcare', 'Marketplaces', 'Crypto'] as const

/** Case studies. */
export const Customers: CollectionConfig = collectionWithEditHistory({
  slug: 'customers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'industry', '_status'], preview: previewButton('customers') },
  ...publishedContent(TAGS.customers),
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField({ from: 'name' }),
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
    { name: 'industry', type: 'select', required: true, options: [...INDUSTRIES] },
    { name: 'headline', type: 'text', required: true, admin: { description: 'The story in one sentence; the page’s h1.' } },
    { name: 'summary', type: 'textarea', required: true },
    {
      name: 'quote',
      type: 'group',
      fields: [
        { name: 'text', type: 'textarea', required: true },
        { name: 'author', type: 'text', required: true },
        { name: 'role', type: 'text', required: true },
      ],
    },
    {
      name: 'results',
      type: 'array',
      admin: rowLabel(['label', 'value'], 'Result'),
      minRows: 1,
      maxRows: 4,
      fields: [
        { name: 'value', type: 'text', required: true, maxLength: 16 },
        { name: 'label', type: 'text', required: true },
      ],
    },
    { name: 'content', type: 'richText', required: true },
  ],
})
