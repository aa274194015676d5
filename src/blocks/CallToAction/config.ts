import type { Block } from 'payload'

import { linkGroup } from '../../cms/fields/linkGroup'

export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    linkGroup('primary', 'Primary button'),
    linkGroup('secondary', 'Secondary button'),
  ],
}
