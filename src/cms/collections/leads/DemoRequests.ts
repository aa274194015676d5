import { attributionField, leadCollection } from './leadFields'

/** Visitors who opened the demo scheduler with their email (before they pick a slot). */
export const DemoRequests = leadCollection({
  slug: 'demo-requests',
  labels: { singular: 'Demo request', plural: 'Demo requests' },
  columns: ['email'],
  fields: [{ name: 'email', type: 'email', required: true }, attributionField],
})
