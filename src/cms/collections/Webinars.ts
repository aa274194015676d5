import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { previewButton } from '../adminPreview'
import { linkField } from '../fields/linkField'
import { slugField } from '../fields/slugField'
import { rowLabel } from '../fields/rowLabel'
import { collectionWithEditHistory } from '../admin/withEditHistory'

/** Upcoming until `startsAt`, on demand after it: the date decides, not a field to forget. */
export const Webinars: CollectionConfig = collectionWithEditHistory({
  slug: 'webinars',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'startsAt', '_status'], preview: previewButton('webinars') },
  defaultSort: '-startsAt',
  ...publishedContent(TAGS.webinars),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'startsAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'durationMinutes', type: 'number', required: true, defaultValue: 45, min: 10, max: 480 },
    { name: 'summary', type: 'textarea', required: true },
    {
      name: 'speakers',
      type: 'array',
      admin: rowLabel(['name'], 'Speaker'),
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'company', type: 'text' },
      ],
    },
    linkField({ name: 'registration', label: 'Registration link', defaultType: 'custom', description: 'Shown while the webinar is upcoming.' }),
    linkField({ name: 'recording', label: 'Recording link', defaultType: 'custom', description: 'Shown once it has taken place.' }),
    { name: 'content', type: 'richText' },
  ],
})
