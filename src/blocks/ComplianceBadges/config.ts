import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'
import { linkField } from '../../cms/fields/linkField'
import { COMPLIANCE_MARKS } from '../../lib/complianceMarks'

export const ComplianceBadgesBlock = withRowLabel(
  layoutBlock({ slug: 'complianceBadges', singular: 'Compliance badges', plural: 'Compliance badges' }, [
    headingField({ optional: true, maxLength: 120 }),
    introField('intro', { maxLength: 300 }),
    {
      name: 'marks',
      type: 'select',
      hasMany: true,
      required: true,
      options: COMPLIANCE_MARKS.map(({ value, name }) => ({ value, label: name })),
      admin: { description: 'Shown in the order chosen. List only what the company currently holds.' },
    },
    linkField({ name: 'link', label: 'Link (to the security page, say)', withLabel: true }),
  ]),
  ['heading', 'intro', 'marks'],
)
