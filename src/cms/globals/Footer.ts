import type { GlobalConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { siteGlobal } from '../contentDefaults'
import { linkField } from '../fields/linkField'
import { rowLabel } from '../fields/rowLabel'

const link = [
  { name: 'label', type: 'text' as const, required: true },
  linkField({ name: 'link', required: true }),
]

export const Footer: GlobalConfig = {
  slug: 'footer',
  ...siteGlobal(TAGS.footer),
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 8,
      admin: rowLabel(['title'], 'Column'),
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', admin: rowLabel(['label'], 'Link'), fields: link },
      ],
    },
    { name: 'badges', type: 'array', maxRows: 6, admin: rowLabel(['label'], 'Badge'), fields: link },
  ],
}
