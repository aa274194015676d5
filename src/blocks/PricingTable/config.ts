import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { linkField } from '../../cms/fields/linkField'
import { rowLabel, withRowLabel } from '../../cms/fields/rowLabel'

export const PricingTableBlock = withRowLabel(
  layoutBlock({ slug: 'pricingTable', singular: 'Pricing table', plural: 'Pricing tables' }, [
    // Optional: under a page title that already says "Pricing" the plans can start the page (their names become its h2s).
    headingField({ optional: true }),
    introField(),
    {
      name: 'plans',
      type: 'array',
      admin: { ...rowLabel(['name'], 'Plan'), initCollapsed: true },
      required: true,
      minRows: 1,
      maxRows: 4,
      fields: [
        { name: 'name', type: 'text', required: true },
        {
          name: 'price',
          type: 'text',
          required: true,
          admin: { description: 'As shown, e.g. “$0”, “$499” or “Custom”.' },
        },
        { name: 'period', type: 'text', admin: { description: 'e.g. “per month”' } },
        { name: 'description', type: 'textarea', required: true },
        {
          name: 'features',
          type: 'array',
          admin: rowLabel(['text'], 'Feature'),
          fields: [{ name: 'text', type: 'text', required: true }],
        },
        linkField({ name: 'cta', label: 'Button', withLabel: true }),
        { name: 'highlighted', type: 'checkbox', defaultValue: false, label: 'Highlight this plan' },
      ],
    },
  ]),
  ['heading', 'intro', 'plans.0.name'],
)
