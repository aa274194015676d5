import type { GlobalConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { siteGlobal } from '../contentDefaults'
import { linkField } from '../fields/linkField'
import { rowLabel } from '../fields/rowLabel'
import { globalWithEditHistory } from '../admin/withEditHistory'

const link = [
  { name: 'label', type: 'text' as const, required: true },
  linkField({ name: 'link', required: true }),
]

export const Footer: GlobalConfig = globalWithEditHistory({
  slug: 'footer',
  ...siteGlobal(TAGS.footer),
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 8,
      // Collapsed to one labelled row per column and per link: the footer's outline.
      admin: { ...rowLabel(['title'], 'Column'), initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', admin: { ...rowLabel(['label'], 'Link'), initCollapsed: true }, fields: link },
      ],
    },
    { name: 'badges', type: 'array', maxRows: 6, admin: rowLabel(['label'], 'Badge'), fields: link },
  ],
})
