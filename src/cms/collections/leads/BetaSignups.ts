import type { CollectionConfig } from 'payload'

import { leadAccess } from '../../access/leads'
import { attributionField, deliveryFields, leadAdmin } from './leadFields'

/** Register-interest dialog submissions (for example ASV scanning). */
export const BetaSignups: CollectionConfig = {
  slug: 'beta-signups',
  labels: { singular: 'Beta signup', plural: 'Beta signups' },
  access: leadAccess,
  admin: leadAdmin('email', ['email', 'company', 'topic']),
  fields: [
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'company', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea' },
    { name: 'topic', type: 'text', required: true },
    attributionField,
    ...deliveryFields,
  ],
}
