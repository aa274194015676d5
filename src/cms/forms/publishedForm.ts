import type { Payload } from 'payload'

import type { Form } from '../payload-types'
import { FORMS_COLLECTION } from './formBuilderPlugin'

/**
 * A form as published, or null when there is none: never published, unpublished or deleted.
 * Its collection row is the published version (a newer draft lives only among its versions).
 */
export async function publishedForm(payload: Payload, id: number): Promise<Form | null> {
  const form = await payload.findByID({ collection: FORMS_COLLECTION, id, depth: 0, overrideAccess: true, disableErrors: true })
  return form && form._status === 'published' ? form : null
}
