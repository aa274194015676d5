import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { getEnv } from '../../../lib/env'
import { leadAccess } from '../../access/leads'
import { downloadOnly } from '../../storage/downloadOnly'

/** Where CV files are written (outside the public media folder). */
export const cvUploadDir = () => path.join(getEnv().dataDir, 'cv-uploads')

/**
 * Applicants' CVs. Private: stored outside the public media folder and served only
 * through Payload's file route, which applies the read access below (admins and sales),
 * and only as a download (storage/downloadOnly.ts).
 *
 * A CV is checked by its bytes (checkCv.ts: the type's signature; Payload: a PDF's
 * cross-reference table, a Word package), not scanned for HTML: a PDF may hold any bytes
 * at all, text about HTML included, so such a scan would refuse real CVs and still miss
 * tricks. A well-formed PDF with HTML inside is accepted, and made harmless where it is
 * served: a download, of the type its bytes say, never rendered on the site's origin.
 */
export const CvUploads: CollectionConfig = {
  slug: 'cv-uploads',
  labels: { singular: 'CV', plural: 'CVs' },
  access: leadAccess,
  // Out of the nav: a CV is opened from its job application.
  admin: { group: false, hidden: ({ user }) => !user },
  upload: {
    staticDir: cvUploadDir(),
    mimeTypes: [
      'application/pdf',
      'application/msword',
      // Payload's type sniffing (file-type) reports every Word 97–2003 file as a compound file.
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    modifyResponseHeaders: downloadOnly,
  },
  fields: [],
}
