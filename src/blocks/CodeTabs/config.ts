import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { CODE_LANGUAGES } from '@/lib/codeLanguages'
import { rowLabel, withRowLabel } from '../../cms/fields/rowLabel'

export const CodeTabsBlock = withRowLabel(
  layoutBlock({ slug: 'codeTabs', singular: 'Code tabs', plural: 'Code tabs' }, [
    headingField(),
    introField('text'),
    {
      name: 'samples',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      admin: {
        ...rowLabel(['label'], 'Tab'),
        initCollapsed: true,
        description: 'One tab each, in this order; the first is shown first.',
      },
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          maxLength: 24,
          admin: { description: 'The tab’s name, such as curl, Node or Python.' },
        },
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: 'bash',
          options: Object.keys(CODE_LANGUAGES),
        },
        { name: 'filename', type: 'text', maxLength: 80 },
        { name: 'code', type: 'code', required: true },
      ],
    },
  ]),
  ['heading', 'text'],
)
