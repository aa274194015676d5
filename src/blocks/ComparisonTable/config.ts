import { headingField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { rowLabel, withRowLabel } from '../../cms/fields/rowLabel'

type Row = { values?: unknown[] | null }

export const ComparisonTableBlock = withRowLabel(
  layoutBlock({ slug: 'comparisonTable', singular: 'Comparison table', plural: 'Comparison tables' }, [
    headingField(),
    {
      name: 'columns',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 5,
      admin: { ...rowLabel(['label'], 'Column'), description: 'The things compared, e.g. the plans.' },
      fields: [{ name: 'label', type: 'text', required: true }],
    },
    {
      name: 'rows',
      type: 'array',
      admin: { ...rowLabel(['feature'], 'Row'), initCollapsed: true },
      required: true,
      minRows: 1,
      // Every row needs one value per column, or the table would misalign.
      validate: (rows: unknown, { siblingData }: { siblingData: { columns?: unknown[] } }) => {
        const width = siblingData.columns?.length ?? 0
        const bad = ((rows as Row[] | null) ?? []).findIndex((row) => (row.values?.length ?? 0) !== width)
        return bad === -1 || `Row ${bad + 1} needs exactly ${width} values, one per column`
      },
      fields: [
        { name: 'group', type: 'text', admin: { description: 'Optional heading for the rows that follow.' } },
        { name: 'feature', type: 'text', required: true },
        {
          name: 'values',
          type: 'array',
          fields: [
            {
              name: 'value',
              type: 'text',
              required: true,
              admin: { description: 'Use “yes” or “no” for a tick or a dash; anything else is shown as text.' },
            },
          ],
        },
      ],
    },
  ]),
  ['heading', 'columns.0.label'],
)
