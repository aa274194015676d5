import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'

export const TestimonialBlock = withRowLabel(
  layoutBlock({ slug: 'testimonial', singular: 'Testimonial', plural: 'Testimonials' }, [
    { name: 'quote', type: 'textarea', required: true, maxLength: 600 },
    { name: 'author', type: 'text', required: true },
    { name: 'role', type: 'text' },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      admin: { description: 'Shows the company’s logo and links to its story.' },
    },
  ]),
  ['author', 'quote'],
)
