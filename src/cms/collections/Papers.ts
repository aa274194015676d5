import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { previewButton } from '../adminPreview'
import { slugField } from '../fields/slugField'
import { collectionWithEditHistory } from '../admin/withEditHistory'

export const Papers: CollectionConfig = collectionWithEditHistory({
  slug: 'papers',
  labels: { singular: 'Paper', plural: 'Papers' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', '_status'], preview: previewButton('papers') },
  defaultSort: '-publishedAt',
  ...publishedContent(TAGS.papers),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'abstract', type: 'textarea', required: true },
    { name: 'pdf', type: 'upload', relationTo: 'media', required: true, filterOptions: { mimeType: { equals: 'application/pdf' } } },
    { name: 'coverImage', type: 'upload', relationTo: 'media' },
    { name: 'pages', type: 'number', min: 1, admin: { description: 'Page count shown next to the download.' } },
    { name: 'publishedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
  ],
})
