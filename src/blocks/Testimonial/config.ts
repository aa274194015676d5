import type { Block } from 'payload'

export const TestimonialBlock: Block = {
  slug: 'testimonial',
  interfaceName: 'TestimonialBlock',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  fields: [
    { name: 'quote', type: 'textarea', required: true, maxLength: 600 },
    { name: 'author', type: 'text', required: true },
    { name: 'role', type: 'text' },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      admin: { description: 'Shows the company’s logo and links to its story.' },
    },
  ],
}
