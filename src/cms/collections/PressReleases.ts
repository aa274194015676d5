import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { slugField } from '../fields/slugField'
import { collectionWithEditHistory } from '../admin/withEditHistory'

/** Shown in full on /press, newest first; the slug is the release's anchor there. */
export const PressReleases: CollectionConfig = collectionWithEditHistory({
  slug: 'press',
  labels: { singular: 'Press release', plural: 'Press releases' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  ...publishedContent(TAGS.press),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'location', type: 'text', required: true, admin: { description: 'Dateline city, e.g. “London”.' } },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'content', type: 'richText', required: true },
    { name: 'publishedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
  ],
})
