import type { CollectionConfig, Field } from 'payload'

import { leadAccess } from '../../access/leads'

/** Attribution data, kept with a lead so sales see where it came from. */
export const attributionField: Field = {
  name: 'attribution',
  type: 'group',
  admin: { readOnly: true },
  fields: ['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent', 'gclid'].map((name) => ({
    name,
    type: 'text' as const,
  })),
}

/** How the form's captcha was checked (src/features/leads/verifyCaptcha.ts), for sales to weigh the lead. */
export const captchaField: Field = {
  name: 'captcha',
  type: 'select',
  required: true,
  options: ['verified', 'skipped', 'unverifiable'],
  admin: {
    position: 'sidebar',
    description: 'unverifiable: hCaptcha could not be reached, so the lead was kept unchecked.',
  },
}

/**
 * Delivery bookkeeping every lead carries. The key goes to the CRM with each attempt so a
 * retry after a lost answer is recognised there; `deliveredAt` stops our own retries.
 */
const deliveryFields: Field[] = [
  {
    name: 'deliveryKey',
    type: 'text',
    required: true,
    unique: true,
    admin: { readOnly: true, position: 'sidebar' },
  },
  { name: 'deliveredAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
]

/**
 * A form's lead collection: the leads' access rules (admins and sales read, only the site's
 * endpoints write), its own admin list titled by email, and its fields followed by the
 * delivery state every lead keeps. The list is out of the nav, since the sales inbox lists
 * every form's leads with their delivery state; each inbox row links to its record here, and
 * the list stays at its address.
 */
export const leadCollection = ({
  slug,
  labels,
  columns,
  fields,
}: Pick<CollectionConfig, 'slug' | 'fields'> & {
  labels: { singular: string; plural: string }
  /** The list's columns before `createdAt`. */
  columns: string[]
}): CollectionConfig => ({
  slug,
  labels,
  access: leadAccess,
  admin: { group: false, useAsTitle: 'email', defaultColumns: [...columns, 'createdAt'] },
  fields: [...fields, ...deliveryFields],
})
