import type { GroupField } from 'payload'

import { hrefField, isValidHref } from './hrefField'

/** A labelled link (call-to-action buttons and the like); both parts empty means "no link". */
export const linkGroup = (name: string, label?: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'label', type: 'text', maxLength: 60 },
    hrefField({
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { label?: string } }) => {
        if (!value) return siblingData.label ? 'A labelled link needs an address' : true
        return isValidHref(value) || 'Enter a path like /pricing or a URL like https://…'
      },
    }),
  ],
})
