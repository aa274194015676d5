import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'

/** The sales contact form, inline on a page (`/contact` hosts the drawer's form). */
export const ContactFormBlock = withRowLabel(
  layoutBlock({ slug: 'contactForm', singular: 'Sales contact form', plural: 'Sales contact forms' }, [
    headingField({ optional: true, defaultValue: 'Send us a Message' }),
    introField('text', { defaultValue: 'One of our security experts will get in touch as soon as possible.' }),
    {
      name: 'aside',
      type: 'richText',
      admin: {
        description:
          'Beside the form from desktop widths up, under it on phones: other ways to reach you, offices. Leave empty for the form alone.',
      },
    },
    {
      name: 'context',
      type: 'text',
      defaultValue: 'contact-page',
      admin: { description: 'Sent with each submission so sales can see where the form was used.' },
    },
  ]),
  ['heading', 'text'],
)
