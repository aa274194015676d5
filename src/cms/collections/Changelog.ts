import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { previewButton } from '../adminPreview'
import { slugField } from '../fields/slugField'
import { collectionWithEditHistory } from '../admin/withEditHistory'

export const Changelog: CollectionConfig = collectionWithEditHistory({
  slug: 'changelog',
  labels: { singular: 'Changelog entry', plural: 'Changelog' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', '_status'], preview: previewButton('changelog') },
  defaultSort: '-publishedAt',
  ...publishedContent(TAGS.changelog),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 140 },
    slugField(),
    { name: 'summary', type: 'textarea', required: true, maxLength: 300 },
    {
      name: 'tags',
      type: 'select',
      hasMany: true,
      options: ['New', 'Improved', 'Fixed', 'Security', 'Deprecated'].map((label) => ({ label, value: label.toLowerCase() })),
    },
    { name: 'content', type: 'richText', required: true },
    { name: 'publishedAt', type: 'date', required: true, index: true, admin: { position: 'sidebar' } },
  ],
})
