import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'

/** A campaign form (Campaign forms in the admin) on a page. */
export const FormBlock = withRowLabel(
  layoutBlock({ slug: 'formBlock', interfaceName: 'CampaignFormBlock', singular: 'Form', plural: 'Forms' }, [
    headingField({ optional: true }),
    introField('intro'),
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      admin: {
        description:
          'Only a published form is shown; until it is, or once it is unpublished or deleted, the block shows nothing.',
      },
    },
  ]),
  ['heading', 'intro', { path: 'form', collection: 'forms' }],
)
