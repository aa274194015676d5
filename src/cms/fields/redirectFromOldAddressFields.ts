import type { CheckboxField, Field, TextField } from 'payload'

import { publishedRow } from '../hooks/publishedRow'

/**
 * The address field's value in the published document, for signed-in staff only: the
 * checkbox below shows when the form's address differs from it. Drafts live in the versions
 * table, so the published value is read from the document's own row. Never stored.
 */
const publishedAddressField = (addressField: string): TextField => ({
  name: 'publishedAddress',
  type: 'text',
  virtual: true,
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  hooks: {
    afterRead: [
      async ({ req, originalDoc, collection, findMany }) => {
        const id = (originalDoc as { id?: number | string } | undefined)?.id
        if (!req.user || findMany || !collection || id === undefined) return null
        const address = (await publishedRow(req, collection.slug, id))?.[addressField]
        return typeof address === 'string' ? address : null
      },
    ],
  },
})

/**
 * Asked on a publish that moves a published document to a new address, never stored
 * (`virtual`; Payload makes virtual fields read-only unless told otherwise):
 * src/cms/hooks/redirectOldAddress.ts reads it from the saved data. Hidden while the address
 * is the published one, and on documents never published, where there is nothing to redirect.
 */
const redirectCheckbox = (addressField: string): CheckboxField => ({
  name: 'redirectFromOldAddress',
  type: 'checkbox',
  label: 'Create a redirect from the old address',
  defaultValue: true,
  virtual: true,
  admin: {
    position: 'sidebar',
    readOnly: false,
    condition: (data) => typeof data.publishedAddress === 'string' && data.publishedAddress !== data[addressField],
    description: 'When this is published at a new address, visitors and search engines using the old one are sent here (301).',
  },
})

/** The old-address redirect's fields, beside the document's address field (`path` or `slug`). */
export const redirectFromOldAddressFields = (addressField: 'path' | 'slug'): Field[] => [
  publishedAddressField(addressField),
  redirectCheckbox(addressField),
]
