import type { Block } from 'payload'

import { hrefField } from '../../cms/fields/hrefField'
import { iconField } from '../../cms/fields/iconField'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: { singular: 'Feature grid', plural: 'Feature grids' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      options: ['2', '3', '4'].map((value) => ({ label: `${value} columns`, value })),
    },
    {
      name: 'features',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        iconField(),
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
        hrefField({ admin: { description: 'Optional: makes the feature a link.' } }),
      ],
    },
  ],
}
