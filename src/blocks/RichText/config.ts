import { layoutBlock } from '../../cms/fields/layoutBlock'

export const RichTextBlock = layoutBlock({ slug: 'richText', singular: 'Rich text', plural: 'Rich text' }, [
  { name: 'content', type: 'richText', required: true },
])
