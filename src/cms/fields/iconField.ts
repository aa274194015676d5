import type { SelectField } from 'payload'

import { ICON_NAMES } from '@/lib/icons'

/** An optional icon, picked by sight in the admin (IconPicker.client.tsx); stored by name. */
export const iconField = (name = 'icon'): SelectField => ({
  name,
  type: 'select',
  options: ICON_NAMES.map((icon) => ({ label: icon, value: icon })),
  admin: { components: { Field: '/cms/admin/IconPicker.client#IconPicker' } },
})
