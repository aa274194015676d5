import type { Field } from 'payload'

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
export const deliveryFields: Field[] = [
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
 * A form's own list: out of the nav, since the sales inbox lists every form's leads with their
 * delivery state; each inbox row links to its record here, and the list stays at its address.
 */
export const leadAdmin = (useAsTitle: string, defaultColumns: string[]) => ({
  group: false as const,
  useAsTitle,
  defaultColumns: [...defaultColumns, 'createdAt'],
})
