import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

/** How answers are filed and sent to the CRM: a plain identifier. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/

type FieldBlock = { blockType?: string; name?: unknown; required?: unknown; options?: unknown }

/**
 * What a form must be before it is published: every field named as an identifier, each name
 * once, and a required email field (the lead is filed and answered by it, as every other
 * form's is). Drafts may be unfinished.
 */
export function formDefinitionProblems(fields: readonly FieldBlock[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  const seen = new Set<string>()
  fields.forEach((field, index) => {
    if (field.blockType === 'message') return
    const name = typeof field.name === 'string' ? field.name : ''
    if (!FIELD_NAME.test(name))
      problems.push({ path: `fields.${index}.name`, message: 'Start with a letter; use only letters, digits, _ and - (at most 64).' })
    else if (seen.has(name)) problems.push({ path: `fields.${index}.name`, message: `Another field is already named “${name}”.` })
    seen.add(name)
    if (field.blockType === 'select' && (!Array.isArray(field.options) || field.options.length === 0))
      problems.push({ path: `fields.${index}.options`, message: 'Give the select at least one option.' })
  })
  if (!fields.some((field) => field.blockType === 'email' && field.required === true))
    problems.push({ path: 'fields', message: 'Add an email field and tick “Required”: sales answer every lead by email.' })
  return problems
}

export const checkFormDefinition: CollectionBeforeValidateHook = ({ data, originalDoc, req, collection }) => {
  if (data?._status !== 'published') return data
  // A partial update (publishing over the API) keeps the fields it does not send.
  const fields: unknown = data.fields ?? originalDoc?.fields
  const problems = formDefinitionProblems(Array.isArray(fields) ? (fields as FieldBlock[]) : [])
  if (problems.length > 0) throw new ValidationError({ collection: collection.slug, errors: problems, req })
  return data
}
