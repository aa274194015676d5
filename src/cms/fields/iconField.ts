import type { SelectField } from 'payload'

import { ICON_NAMES } from '@/lib/iconNames'

export const iconField = (name = 'icon'): SelectField => ({
  name,
  type: 'select',
  options: ICON_NAMES.map((icon) => ({ label: icon, value: icon })),
})
