import type { Block } from 'payload'

import { linkGroup } from '../../cms/fields/linkGroup'
import { HERO_VISUALS } from '../../lib/heroVisuals'

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
    {
      name: 'visual',
      type: 'select',
      label: 'Drawing',
      options: HERO_VISUALS.map(({ value, label }) => ({ value, label })),
      admin: {
        isClearable: true,
        description:
          'A drawing of what the product does: beside the text on wide screens, under it on tablets, left out on phones held upright (narrower than 640 px). Leave empty for none. An image, if set, is shown instead.',
      },
    },
  ],
}
