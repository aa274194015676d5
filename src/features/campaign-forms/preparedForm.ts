import type { Form } from '@/cms/payload-types'
import type { CampaignFormDefinition } from './definition'
import { campaignFieldsSchema } from './fieldsSchema'
import { toDefinition } from './toDefinition'

type Prepared = { definition: CampaignFormDefinition; schema: ReturnType<typeof campaignFieldsSchema> }

/** Built once per form object: publishedForm answers the same object while it caches it. */
const prepared = new WeakMap<Form, Prepared>()

/** A published form's definition and the zod schema its answers must match. */
export function preparedForm(form: Form): Prepared {
  let entry = prepared.get(form)
  if (!entry) {
    const definition = toDefinition(form)
    entry = { definition, schema: campaignFieldsSchema(definition.fields) }
    prepared.set(form, entry)
  }
  return entry
}
