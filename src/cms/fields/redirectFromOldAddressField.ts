import type { CheckboxField } from 'payload'

/**
 * Asked on every publish, never stored (`virtual`; Payload makes virtual fields read-only
 * unless told otherwise): src/cms/hooks/redirectOldAddress.ts reads it from the saved data.
 */
export const redirectFromOldAddressField: CheckboxField = {
  name: 'redirectFromOldAddress',
  type: 'checkbox',
  label: 'Create a redirect from the old address',
  defaultValue: true,
  virtual: true,
  admin: {
    position: 'sidebar',
    readOnly: false,
    description: 'When this is published at a new address, visitors and search engines using the old one are sent here (301).',
  },
}
