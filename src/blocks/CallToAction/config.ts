import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'
import { linkField } from '../../cms/fields/linkField'

export const CallToActionBlock = withRowLabel(
  layoutBlock(
    { slug: 'cta', interfaceName: 'CallToActionBlock', singular: 'Call to action', plural: 'Calls to action' },
    [
      headingField(),
      introField('text'),
      linkField({ name: 'primary', label: 'Primary button', withLabel: true }),
      linkField({ name: 'secondary', label: 'Secondary button', withLabel: true }),
    ],
  ),
  ['heading', 'text', 'primary.label'],
)
