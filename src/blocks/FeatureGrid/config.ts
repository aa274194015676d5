import { headingField, introField } from '../../cms/fields/headingFields'
import { linkField } from '../../cms/fields/linkField'
import { iconField } from '../../cms/fields/iconField'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { rowLabel, withRowLabel } from '../../cms/fields/rowLabel'

export const FeatureGridBlock = withRowLabel(
  layoutBlock({ slug: 'featureGrid', singular: 'Feature grid', plural: 'Feature grids' }, [
    headingField(),
    introField(),
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      options: ['2', '3', '4'].map((value) => ({ label: `${value} columns`, value })),
    },
    {
      name: 'features',
      type: 'array',
      admin: { ...rowLabel(['title'], 'Feature'), initCollapsed: true },
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        iconField(),
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
        linkField({ name: 'link', description: 'Optional: makes the feature a link.' }),
      ],
    },
  ]),
  ['heading', 'intro', 'features.0.title'],
)
