import type { Block } from 'payload'

/** The sales contact form, inline on a page (`/contact` hosts the drawer's form). */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Sales contact form', plural: 'Sales contact forms' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Send us a Message' },
    { name: 'text', type: 'textarea', defaultValue: 'One of our security experts will get in touch as soon as possible.' },
    {
      name: 'context',
      type: 'text',
      defaultValue: 'contact-page',
      admin: { description: 'Sent with each submission so sales can see where the form was used.' },
    },
  ],
}
