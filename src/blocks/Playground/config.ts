import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'
import { PLAYGROUND_SURFACES } from './surfaces'

export const PlaygroundBlock = withRowLabel(
  layoutBlock({ slug: 'playground', interfaceName: 'PlaygroundBlock', singular: 'Playground', plural: 'Playgrounds' }, [
    headingField({ optional: true, maxLength: 120 }),
    introField('intro', { maxLength: 400 }),
    {
      name: 'surface',
      type: 'select',
      required: true,
      options: Object.entries(PLAYGROUND_SURFACES).map(([value, { label }]) => ({ value, label })),
      admin: {
        description:
          'What the visitor tries. It runs in their browser only, with fake tokens, and its code loads when the section scrolls into view.',
      },
    },
  ]),
  ['heading', 'intro'],
)
