import { attributionField, leadCollection } from './leadFields'

/** Register-interest dialog submissions (for example ASV scanning). */
export const BetaSignups = leadCollection({
  slug: 'beta-signups',
  labels: { singular: 'Beta signup', plural: 'Beta signups' },
  columns: ['email', 'company', 'topic'],
  fields: [
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'company', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea' },
    { name: 'topic', type: 'text', required: true },
    attributionField,
  ],
})
