import { z } from 'zod'

import '@/lib/zodWithoutEval'

import { emailField } from '../leads/fields'
import { isInputField, type CampaignField, type CampaignInputField } from './definition'

/** A line of text, as the sales form allows a name; a paragraph, as it allows a message. */
export const TEXT_MAX = 500
export const TEXTAREA_MAX = 5000
/** Far past any real quantity, and inside what both engines' JSON and JavaScript hold exactly. */
const NUMBER_LIMIT = 1e12

const requiredMessage = (field: CampaignInputField) => `Please fill in ${field.label || field.name}`

/** Blank text is no answer: optional fields then send nothing, required ones are refused. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

function textSchema(field: CampaignInputField, max: number) {
  const text = z.string(requiredMessage(field)).trim().max(max, `Please enter at most ${max} characters`)
  return field.required ? z.preprocess(blankToUndefined, text) : z.preprocess(blankToUndefined, text.optional())
}

function numberSchema(field: CampaignInputField) {
  const number = z.preprocess(
    // Browsers send what the input holds, as text.
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number(field.required ? requiredMessage(field) : 'Please enter a number')
      .refine(Number.isFinite, 'Please enter a number')
      .refine((value) => Math.abs(value) <= NUMBER_LIMIT, 'Please enter a smaller number'),
  )
  return field.required ? z.preprocess(blankToUndefined, number) : z.preprocess(blankToUndefined, number.optional())
}

function selectSchema(field: Extract<CampaignInputField, { blockType: 'select' }>) {
  const values = field.options.map((option) => option.value)
  const choice = z.string(requiredMessage(field)).refine((value) => values.includes(value), 'Please choose one of the options')
  return field.required ? z.preprocess(blankToUndefined, choice) : z.preprocess(blankToUndefined, choice.optional())
}

/** A required checkbox is one the visitor must tick (terms, a consent the campaign asks for). */
function checkboxSchema(field: CampaignInputField) {
  const box = z.boolean('Please tick or untick this box')
  return field.required ? box.refine((ticked) => ticked, `Please tick “${field.label || field.name}” to continue`) : box.optional()
}

function fieldSchema(field: CampaignInputField): z.ZodType {
  switch (field.blockType) {
    case 'text':
      return textSchema(field, TEXT_MAX)
    case 'textarea':
      return textSchema(field, TEXTAREA_MAX)
    case 'email': {
      const email = emailField('Please enter a valid email address', requiredMessage(field))
      return field.required ? z.preprocess(blankToUndefined, email) : z.preprocess(blankToUndefined, email.optional())
    }
    case 'number':
      return numberSchema(field)
    case 'select':
      return selectSchema(field)
    case 'checkbox':
      return checkboxSchema(field)
  }
}

/**
 * The answers a campaign form accepts, built from the form's own definition: one key per
 * input field, checked by its type, and nothing else (an unknown key is refused, so what is
 * stored is only what the editor asked for). The browser checks with the same schema the
 * endpoint enforces.
 */
export function campaignFieldsSchema(fields: readonly CampaignField[]): z.ZodType<CampaignAnswers, Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {}
  for (const field of fields) if (isInputField(field)) shape[field.name] = fieldSchema(field)
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'This form has no such field' : undefined),
  }) as unknown as z.ZodType<CampaignAnswers, Record<string, unknown>>
}

export type CampaignAnswers = Record<string, string | number | boolean | undefined>
