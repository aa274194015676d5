import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'
import { linkField } from '../../cms/fields/linkField'
import { visualField } from '../../cms/fields/visualField'

export const HeroBlock = withRowLabel(
  layoutBlock({ slug: 'hero', singular: 'Hero', plural: 'Heroes' }, [
    { name: 'eyebrow', type: 'text', maxLength: 60 },
    headingField({ maxLength: 120, admin: { description: 'The page’s only h1.' } }),
    introField('text', { maxLength: 400 }),
    linkField({ name: 'primary', label: 'Primary button', withLabel: true }),
    linkField({ name: 'secondary', label: 'Secondary button', withLabel: true }),
    {
      name: 'emailCapture',
      type: 'checkbox',
      defaultValue: false,
      label: 'Show the “book a demo” email field',
      admin: { description: 'Visitors enter their work email and the demo-booking scheduler opens with it.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    visualField(
      'A drawing of what the product does: beside the text on wide screens, under it on tablets, and in a compact version under the buttons on phones (narrower than 640 px). Leave empty for none. An image, if set, is shown instead.',
    ),
  ]),
  ['heading', 'eyebrow', 'text'],
)
