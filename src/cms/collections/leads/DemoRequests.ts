import type { CollectionConfig } from 'payload'

import { leadAccess } from '../../access/leads'
import { attributionField, deliveryFields, leadAdmin } from './leadFields'

/** Visitors who opened the demo scheduler with their email (before they pick a slot). */
export const DemoRequests: CollectionConfig = {
  slug: 'demo-requests',
  labels: { singular: 'Demo request', plural: 'Demo requests' },
  access: leadAccess,
  admin: leadAdmin('email', ['email']),
  fields: [{ name: 'email', type: 'email', required: true }, attributionField, ...deliveryFields],
}
