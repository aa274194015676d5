import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import type { LeadSource } from '@/cms/collections/leads/inboxRow'
import { fieldErrorsOf } from '@/cms/errors'
import { discardUpload } from '@/cms/storage/discardUpload'
import { storeLead, type StoredLead } from '@/features/leads/storeLead'
import { CV_TYPE_ERROR, type CheckedCv } from './checkCv'
import { CV_TYPES } from './schema'

type Fields = { job: number | string; name: string; email: string; profileUrl?: string; coverNote?: string }

/**
 * The application and its CV in one transaction. The CV file is written inside it under a
 * random name (the applicant's own file name can carry personal data) and removed again if
 * the transaction does not commit, so no file outlives a failed application.
 */
export async function storeApplication(
  payload: Payload,
  fields: Fields,
  cv: CheckedCv,
  source: LeadSource = {},
): Promise<StoredLead | { cvError: string }> {
  const name = `cv-${randomUUID()}${CV_TYPES[cv.type][0]}`
  try {
    return await storeLead(payload, 'job-applications', fields, { source, attach: async (req) => {
      const upload = await payload.create({
        collection: 'cv-uploads',
        data: {},
        file: { data: cv.bytes, mimetype: cv.type, name, size: cv.bytes.length },
        req,
        overrideAccess: true,
      })
      return { cv: upload.id }
    } })
  } catch (error) {
    await discardUpload(payload, 'cv-uploads', name)
    // Payload inspects the bytes further than checkCv (a PDF needs its cross-reference table, a
    // .docx must be a Word package, a zip bomb is not unpacked): a file it refuses is the
    // visitor's to fix, not a server error. Recognised by shape, as the build's copies of
    // Payload's classes fail `instanceof` (cms/errors.ts).
    if (fieldErrorsOf(error)?.some((issue) => issue.path === 'file')) return { cvError: CV_TYPE_ERROR }
    throw error
  }
}
