import type { NumberField } from 'payload'

import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { rowLabel, withRowLabel } from '../../cms/fields/rowLabel'

export const MAX_LANES = 5

const laneNumber = (name: 'from' | 'to', label: string): NumberField => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 1,
  max: MAX_LANES,
  admin: { width: '25%', description: 'The lane’s position, 1 for the leftmost.' },
})

export const ArchitectureDiagramBlock = withRowLabel(
  layoutBlock({ slug: 'architectureDiagram', singular: 'Architecture diagram', plural: 'Architecture diagrams' }, [
    headingField({ maxLength: 120 }),
    introField('intro', { maxLength: 400 }),
    {
      name: 'lanes',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: MAX_LANES,
      admin: {
        ...rowLabel(['label'], 'Lane'),
        description: 'The parties, left to right: Browser, Your server, Cipherwell Relay, Processor…',
      },
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 22 },
        {
          name: 'ours',
          type: 'checkbox',
          label: 'One of our services (drawn in the brand colour)',
          defaultValue: false,
        },
      ],
    },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 10,
      admin: {
        ...rowLabel(['label'], 'Step'),
        initCollapsed: true,
        description: 'Top to bottom. A step whose lanes do not exist is left out of the drawing and the list.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            laneNumber('from', 'From lane'),
            laneNumber('to', 'To lane'),
            {
              name: 'marking',
              type: 'select',
              options: [
                { value: 'sensitive', label: 'Carries sensitive data' },
                { value: 'token', label: 'Carries tokens only' },
              ],
              admin: { width: '50%', isClearable: true },
            },
          ],
        },
        { name: 'label', type: 'text', required: true, maxLength: 48 },
      ],
    },
  ]),
  ['heading', 'intro'],
)
