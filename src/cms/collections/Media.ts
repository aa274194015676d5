import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { getEnv } from '../../lib/env'
import { TAGS } from '../cacheTags'
import { publicOnSave } from '../contentDefaults'

/**
 * Images and PDFs on local disk under the data directory. Payload keeps the resized
 * copies below; pages serve images through next/image, which picks a width per screen.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  ...publicOnSave(TAGS.media),
  upload: {
    staticDir: path.join(getEnv().dataDir, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'application/pdf'],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 480 },
      { name: 'card', width: 960 },
      { name: 'wide', width: 1600 },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for people who cannot see it.' },
    },
  ],
}
