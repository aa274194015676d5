import { describe, expect, it } from 'vitest'

import type { CampaignField } from '@/features/campaign-forms/definition'
import { answerErrors } from '@/features/campaign-forms/answerErrors'
import { campaignFieldsSchema, TEXT_MAX, TEXTAREA_MAX } from '@/features/campaign-forms/fieldsSchema'
import { campaignFormBodySchema } from '@/features/campaign-forms/schema'

const FIELDS: CampaignField[] = [
  { blockType: 'text', name: 'name', label: 'Your name', required: true },
  { blockType: 'email', name: 'email', label: 'Work email', required: true },
  { blockType: 'message', index: 2 },
  { blockType: 'textarea', name: 'notes', label: 'Anything else', required: false },
  { blockType: 'number', name: 'seats', label: 'Seats', required: false },
  { blockType: 'select', name: 'region', label: 'Region', required: true, options: [{ label: 'Europe', value: 'eu' }, { label: 'Americas', value: 'us' }] },
  { blockType: 'checkbox', name: 'terms', label: 'I accept the terms', required: true },
  { blockType: 'checkbox', name: 'newsletter', label: 'Newsletter', required: false },
]
const schema = campaignFieldsSchema(FIELDS)
const VALID = { name: ' Ada ', email: 'ada@example.com', region: 'eu', terms: true }
const errorsOf = (answers: unknown) => {
  const parsed = schema.safeParse(answers)
  if (parsed.success) throw new Error('expected a refusal')
  return answerErrors(parsed.error)
}

describe('a campaign form’s answers schema, built from its definition', () => {
  it('accepts answers that match, trimmed, numbers as text turned into numbers', () => {
    expect(schema.parse({ ...VALID, seats: '12', notes: '  ', newsletter: false })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      region: 'eu',
      terms: true,
      seats: 12,
      notes: undefined,
      newsletter: false,
    })
  })

  it('names each missing required field with its label', () => {
    expect(errorsOf({ name: ' ', terms: false })).toEqual({
      name: 'Please fill in Your name',
      email: 'Please fill in Work email',
      region: 'Please fill in Region',
      terms: 'Please tick “I accept the terms” to continue',
    })
  })

  it('refuses values of the wrong kind, field by field', () => {
    expect(errorsOf({ ...VALID, email: 'not-an-address', seats: 'many', region: 'mars', newsletter: 'yes' })).toEqual({
      email: 'Please enter a valid email address',
      seats: 'Please enter a number',
      region: 'Please choose one of the options',
      newsletter: 'Please tick or untick this box',
    })
    expect(errorsOf({ ...VALID, name: 42 })).toHaveProperty('name')
    expect(errorsOf({ ...VALID, seats: 1e13 })).toEqual({ seats: 'Please enter a smaller number' })
    expect(errorsOf({ ...VALID, seats: 'Infinity' })).toEqual({ seats: 'Please enter a number' })
  })

  it('holds text to its length: a line of text and a paragraph', () => {
    expect(errorsOf({ ...VALID, name: 'x'.repeat(TEXT_MAX + 1) })).toEqual({ name: `Please enter at most ${TEXT_MAX} characters` })
    expect(errorsOf({ ...VALID, notes: 'x'.repeat(TEXTAREA_MAX + 1) })).toEqual({ notes: `Please enter at most ${TEXTAREA_MAX} characters` })
    expect(schema.safeParse({ ...VALID, notes: 'x'.repeat(TEXTAREA_MAX) }).success).toBe(true)
  })

  it('refuses an answer for a field the form does not have, by its name', () => {
    expect(errorsOf({ ...VALID, admin: 'yes', website2: 'x' })).toEqual({
      admin: 'This form has no such field',
      website2: 'This form has no such field',
    })
  })

  it('asks nothing of a form without inputs, and refuses anything sent to it', () => {
    const messageOnly = campaignFieldsSchema([{ blockType: 'message', index: 0 }])
    expect(messageOnly.parse({})).toEqual({})
    expect(messageOnly.safeParse({ email: 'a@example.com' }).success).toBe(false)
  })

  it('lets an optional email stay empty but never be a bad address', () => {
    const optional = campaignFieldsSchema([{ blockType: 'email', name: 'email', label: 'Email', required: false }])
    expect(optional.parse({ email: '' })).toEqual({ email: undefined })
    expect(optional.safeParse({ email: 'x@example-.com' }).success).toBe(false)
  })
})

describe('the campaign form body', () => {
  it('takes the form id as a number or digits, and the answers as an object', () => {
    expect(campaignFormBodySchema.parse({ form: '7', fields: {} }).form).toBe(7)
    expect(campaignFormBodySchema.safeParse({ form: 'abc', fields: {} }).success).toBe(false)
    // Past PostgreSQL's integer column: refused here, never a database error.
    expect(campaignFormBodySchema.safeParse({ form: 2_147_483_648, fields: {} }).success).toBe(false)
    expect(campaignFormBodySchema.safeParse({ form: '99999999999', fields: {} }).success).toBe(false)
    expect(campaignFormBodySchema.safeParse({ form: 1.5, fields: {} }).success).toBe(false)
    expect(campaignFormBodySchema.safeParse({ form: 1, fields: 'x' }).success).toBe(false)
    expect(campaignFormBodySchema.safeParse({ form: 1, fields: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, 'x'])) }).success).toBe(false)
  })
})
