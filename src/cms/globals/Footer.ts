import type { GlobalConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { siteGlobal } from '../contentDefaults'
import { hrefField } from '../fields/hrefField'

const link = [
  { name: 'label', type: 'text' as const, required: true },
  hrefField({ required: true }),
]

export const Footer: GlobalConfig = {
  slug: 'footer',
  ...siteGlobal(TAGS.footer),
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', fields: link },
      ],
    },
    { name: 'badges', type: 'array', maxRows: 6, fields: link },
  ],
}
