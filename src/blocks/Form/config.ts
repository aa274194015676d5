import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'

/** A campaign form (Campaign forms in the admin) on a page. */
export const FormBlock = layoutBlock({ slug: 'formBlock', interfaceName: 'CampaignFormBlock', singular: 'Form', plural: 'Forms' }, [
  headingField({ optional: true }),
  introField('intro'),
  {
    name: 'form',
    type: 'relationship',
    relationTo: 'forms',
    required: true,
    admin: {
      description: 'Only a published form is shown; until it is, or once it is unpublished or deleted, the block shows nothing.',
    },
  },
])
