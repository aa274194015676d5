import type { SelectField } from 'payload'

import { HERO_VISUALS } from '../../lib/heroVisuals'

/** The select of the site's drawings (lib/heroVisuals.ts), for blocks that show one; `description` says where it appears. */
export const visualField = (description: string): SelectField => ({
  name: 'visual',
  type: 'select',
  label: 'Drawing',
  options: HERO_VISUALS.map(({ value, label }) => ({ value, label })),
  admin: { isClearable: true, description },
})
