import type { Block } from 'payload'

import { linkGroup } from '../../cms/fields/linkGroup'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'eyebrow', type: 'text', maxLength: 60 },
    { name: 'heading', type: 'text', required: true, maxLength: 120, admin: { description: 'The page’s only h1.' } },
    { name: 'text', type: 'textarea', maxLength: 400 },
    linkGroup('primary', 'Primary button'),
    linkGroup('secondary', 'Secondary button'),
    {
      name: 'emailCapture',
      type: 'checkbox',
      defaultValue: false,
      label: 'Show the “book a demo” email field',
      admin: { description: 'Visitors enter their work email and the demo-booking scheduler opens with it.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
