import type { Payload } from 'payload'

import type { Form } from '../payload-types'
import { FORMS_COLLECTION } from './formsSlug'

/**
 * How long an answer to "is form N published, and what is it" is reused. Reading a form is one
 * query over its table and a table per kind of field, on every answer a campaign brings (the
 * bench sends 200 a second); a change made through this process forgets it at once (the
 * forms' hooks call forgetPublishedForms), another instance's change is seen within this.
 */
export const PUBLISHED_FORM_TTL_MS = 2_000
/** Enough for every live campaign; past it the oldest entry goes. */
const MAX_CACHED = 200

const cache = new Map<number, { form: Form | null; at: number }>()

/** Forget every cached form: a form was published, changed, unpublished or deleted here. */
export function forgetPublishedForms(): void {
  cache.clear()
}

/**
 * A form as published, or null when there is none: never published, unpublished or deleted.
 * Its collection row is the published version (a newer draft lives only among its versions).
 * The same object is answered while cached, so what is built from it can be kept beside it.
 */
export async function publishedForm(payload: Payload, id: number): Promise<Form | null> {
  const hit = cache.get(id)
  if (hit && Date.now() - hit.at < PUBLISHED_FORM_TTL_MS) return hit.form
  const found = await payload.findByID({ collection: FORMS_COLLECTION, id, depth: 0, overrideAccess: true, disableErrors: true })
  const form = found && found._status === 'published' ? found : null
  cache.delete(id)
  cache.set(id, { form, at: Date.now() })
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!)
  return form
}
