import { headingField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { rowLabel, withRowLabel } from '../../cms/fields/rowLabel'

export const StatsBlock = withRowLabel(
  layoutBlock({ slug: 'stats', singular: 'Stats', plural: 'Stats' }, [
    headingField({ optional: true }),
    {
      name: 'items',
      type: 'array',
      admin: rowLabel(['label', 'value'], 'Figure'),
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'value', type: 'text', required: true, maxLength: 16 },
        { name: 'label', type: 'text', required: true, maxLength: 80 },
      ],
    },
    {
      name: 'footnote',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Where the figures come from (a period, a sample), in small print under them.' },
    },
  ]),
  ['heading', 'items.0.label', 'footnote'],
)
