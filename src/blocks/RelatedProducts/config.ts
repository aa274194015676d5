import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'

export const RelatedProductsBlock = withRowLabel(
  layoutBlock({ slug: 'relatedProducts', singular: 'Related products', plural: 'Related products' }, [
    headingField({
      optional: true,
      maxLength: 120,
      admin: { description: 'Left empty, the heading is “Related products”.' },
    }),
    introField('intro', { maxLength: 300 }),
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 4,
      // The cards need only each page's title, path and description, not what that page links to.
      maxDepth: 1,
      filterOptions: { path: { like: '/products/' } },
      admin: {
        description: 'Each shows as a card with the page’s title and its description (from the page’s settings).',
      },
    },
  ]),
  ['heading', 'intro'],
)
