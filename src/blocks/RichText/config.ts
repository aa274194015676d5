import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'

export const RichTextBlock = withRowLabel(
  layoutBlock({ slug: 'richText', singular: 'Rich text', plural: 'Rich text' }, [
    { name: 'content', type: 'richText', required: true },
  ]),
  ['content'],
)
