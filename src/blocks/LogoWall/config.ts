import type { Block } from 'payload'

export const LogoWallBlock: Block = {
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  labels: { singular: 'Logo wall', plural: 'Logo walls' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'customers',
      type: 'relationship',
      relationTo: 'customers',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 12,
      admin: { description: 'Each logo links to the customer’s story.' },
    },
  ],
}
