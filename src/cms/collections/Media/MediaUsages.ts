import type { CollectionConfig } from 'payload'

import { canEditContent } from '../../access/roles'

export const MEDIA_USAGES = 'media-usages'

/**
 * One row per (published document, media it shows), kept by src/cms/hooks/mediaUsage.ts.
 * Each document owns only its own rows, so two editors publishing at once never overwrite
 * each other's references; a media file's `usedByPublished` flag is recomputed from them.
 * Content staff may read the rows; nobody writes them through the API.
 */
export const MediaUsages: CollectionConfig = {
  slug: MEDIA_USAGES,
  labels: { singular: 'Media usage', plural: 'Media usages' },
  access: { read: canEditContent, create: () => false, update: () => false, delete: () => false },
  admin: { hidden: true, useAsTitle: 'source' },
  fields: [
    // Not required: deleting a media document sets this to null before Media's afterDelete removes the row.
    { name: 'media', type: 'relationship', relationTo: 'media', index: true },
    {
      name: 'source',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The published document: `<collection>:<id>` or `global:<slug>`.' },
    },
  ],
}
