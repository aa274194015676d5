import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { getEnv } from '../../../lib/env'
import { mediaRead } from '../../access/mediaRead'
import { TAGS } from '../../cacheTags'
import { publicOnSave } from '../../contentDefaults'
import { refuseRemoteFile } from '../../storage/refuseRemoteFile'
import { keepUploadRefusal } from '../../uploads/keepUploadRefusal'
import { uploadRulesField } from '../../uploads/uploadRulesField'
import { forgetDeletedMedia } from './hooks/mediaUsage'
import { refuseUnsafeSvg } from './hooks/refuseUnsafeSvg'

const onSave = publicOnSave(TAGS.media)

// SVG for wordmarks: drawings only (hooks/svgAllowlist.ts), served as they are, never resized.
const MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml', 'application/pdf']

/**
 * Images (SVG included) and PDFs on local disk under the data directory. Payload keeps the resized
 * copies below; pages serve images through next/image, which picks a width per screen.
 * Visitors read an upload (document and files) only once published content shows it or an
 * editor marked it public (access/mediaRead.ts); content staff see every upload.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { defaultColumns: ['filename', 'alt', 'public', 'usedByPublished', 'updatedAt'] },
  ...onSave,
  access: { ...onSave.access, read: mediaRead },
  hooks: {
    ...onSave.hooks,
    beforeOperation: [...(onSave.hooks?.beforeOperation ?? []), refuseRemoteFile, refuseUnsafeSvg],
    afterDelete: [...(onSave.hooks?.afterDelete ?? []), forgetDeletedMedia],
    afterError: [...(onSave.hooks?.afterError ?? []), keepUploadRefusal],
  },
  upload: {
    staticDir: path.join(getEnv().dataDir, 'media'),
    mimeTypes: MIME_TYPES,
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
    // Files up to UPLOAD_FILE_LIMIT (src/cms/uploads/uploadLimit.ts): Payload's `upload` options
    // refuse a larger one (413, uploadOptions.ts), the admin as soon as it is chosen.
    uploadRulesField(MIME_TYPES),
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for people who cannot see it.' },
    },
    {
      name: 'public',
      label: 'Public before it is published',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Visitors can open this file only once published content uses it. Tick this to make it public now, e.g. for a file linked from elsewhere. Leave it unticked for images of unpublished drafts.',
      },
    },
    {
      name: 'usedByPublished',
      label: 'Used by published content',
      type: 'checkbox',
      defaultValue: false,
      // Kept by the publishing hooks (hooks/mediaUsage.ts); nobody sets it through the API.
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set automatically while a published page, post or other document shows this file.',
      },
    },
  ],
}
