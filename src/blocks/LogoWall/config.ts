import { headingField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'

export const LogoWallBlock = withRowLabel(
  layoutBlock({ slug: 'logoWall', singular: 'Logo wall', plural: 'Logo walls' }, [
    headingField({ optional: true }),
    {
      name: 'customers',
      type: 'relationship',
      relationTo: 'customers',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 12,
      admin: { description: 'Each logo links to the customer’s story.' },
    },
  ]),
  ['heading'],
)
