import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/roles'

/**
 * Proof of each cookie-consent choice a visitor made: when (createdAt), what, under which
 * policy version, and a random id the browser keeps. Nothing else about the visitor (no
 * address, no user agent). Only admins see the records; nobody changes them through the
 * API, since a proof that can be edited proves nothing; admins may delete them for retention.
 * POST /api/consent writes them on the server with overrideAccess.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Consent record', plural: 'Consent records' },
  access: {
    read: isAdmin,
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  admin: {
    group: 'Privacy',
    useAsTitle: 'visitorId',
    defaultColumns: ['createdAt', 'choice', 'policyVersion', 'visitorId'],
    description: 'Cookie-consent choices, recorded as proof of consent. Read only.',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'visitorId',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true, description: "A random id kept in the visitor's browser (UUID v4)." },
    },
    { name: 'choice', type: 'select', required: true, options: ['accepted', 'rejected'], admin: { readOnly: true } },
    {
      name: 'policyVersion',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: "The cookie policy's effective date when the choice was made." },
    },
  ],
}
