import { attributionField, captchaField, leadCollection } from './leadFields'

/** Messages sent from the sales drawer and `/contact`. */
export const SalesContacts = leadCollection({
  slug: 'sales-contacts',
  labels: { singular: 'Sales contact', plural: 'Sales contacts' },
  columns: ['email', 'firstName', 'lastName', 'topic'],
  fields: [
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea', required: true },
    { name: 'context', type: 'text', admin: { description: 'Where the drawer was opened.' } },
    { name: 'topic', type: 'text' },
    captchaField,
    attributionField,
  ],
})
