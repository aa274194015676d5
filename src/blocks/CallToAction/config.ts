import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { linkGroup } from '../../cms/fields/linkGroup'

export const CallToActionBlock = layoutBlock(
  { slug: 'cta', interfaceName: 'CallToActionBlock', singular: 'Call to action', plural: 'Calls to action' },
  [
    headingField(),
    introField('text'),
    linkGroup('primary', 'Primary button'),
    linkGroup('secondary', 'Secondary button'),
  ],
)
