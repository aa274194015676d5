import { headingField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { rowLabel, withRowLabel } from '../../cms/fields/rowLabel'

export const FaqBlock = withRowLabel(
  layoutBlock({ slug: 'faq', singular: 'FAQ', plural: 'FAQs' }, [
    headingField({ defaultValue: 'Frequently asked questions' }),
    {
      name: 'items',
      type: 'array',
      admin: { ...rowLabel(['question'], 'Question'), initCollapsed: true },
      required: true,
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ]),
  ['heading', 'items.0.question'],
)
