import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { linkField } from '../../cms/fields/linkField'
import { visualField } from '../../cms/fields/visualField'
import { rowLabel, withRowLabel } from '../../cms/fields/rowLabel'

export const SplitFeatureBlock = withRowLabel(
  layoutBlock({ slug: 'splitFeature', singular: 'Split feature', plural: 'Split features' }, [
    { name: 'eyebrow', type: 'text', maxLength: 60 },
    headingField({ maxLength: 120 }),
    introField('text', { maxLength: 600 }),
    {
      name: 'points',
      type: 'array',
      maxRows: 6,
      admin: { ...rowLabel(['text'], 'Point'), description: 'A short list under the text, each with a tick.' },
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 160 }],
    },
    linkField({ name: 'link', label: 'Link', withLabel: true }),
    visualField(
      'Beside the text from 769 px, under it on tablets, left out on phones held upright. An image, if set, is shown instead. With neither, the points stand beside the text.',
    ),
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'side',
      type: 'select',
      required: true,
      defaultValue: 'right',
      label: 'Drawing or image on the',
      options: [
        { value: 'right', label: 'Right' },
        { value: 'left', label: 'Left' },
      ],
    },
  ]),
  ['heading', 'eyebrow', 'text'],
)
