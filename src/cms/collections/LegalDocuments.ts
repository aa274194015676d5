import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { previewButton } from '../adminPreview'
import { slugField } from '../fields/slugField'
import { collectionWithEditHistory } from '../admin/withEditHistory'

/** Terms, privacy and cookie policies at /legal/{slug}. */
export const LegalDocuments: CollectionConfig = collectionWithEditHistory({
  slug: 'legal',
  labels: { singular: 'Legal document', plural: 'Legal documents' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'effectiveDate', '_status'], preview: previewButton('legal') },
  ...publishedContent(TAGS.legal),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'summary', type: 'textarea', required: true, maxLength: 300 },
    { name: 'effectiveDate', type: 'date', required: true },
    { name: 'content', type: 'richText', required: true },
  ],
})
