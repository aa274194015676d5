import { describe, expect, it } from 'vitest'

import { formDefinitionProblems } from '@/cms/forms/checkFormDefinition'
import type { Form } from '@/cms/payload-types'
import { submissionRecord } from '@/features/campaign-forms/submissionRecord'
import { toDefinition } from '@/features/campaign-forms/toDefinition'

const FORM = {
  id: 3,
  title: 'Spring webinar',
  fields: [
    { blockType: 'text', name: 'firstName', label: 'First name', required: true },
    { blockType: 'text', name: 'lastName', label: null, required: false },
    { blockType: 'email', name: 'email', label: 'Email', required: true },
    { blockType: 'message', message: null },
    { blockType: 'select', name: 'size', label: 'Team size', required: false, options: [{ label: '1-10', value: 'small', id: 'x' }] },
  ],
  submitButtonLabel: '  ',
  confirmationType: 'redirect',
  redirect: { url: 'javascript:alert(1)' },
  emails: [{ emailTo: 'team@example.com', subject: 'x' }],
  updatedAt: '',
  createdAt: '',
  _status: 'published',
} as Form

describe('a stored form as the site uses it', () => {
  it('keeps the fields in order, labels falling back to names, and nothing of the notification addresses', () => {
    const definition = toDefinition(FORM)
    expect(definition).toEqual({
      id: 3,
      title: 'Spring webinar',
      submitLabel: 'Send',
      fields: [
        { blockType: 'text', name: 'firstName', label: 'First name', required: true },
        { blockType: 'text', name: 'lastName', label: 'lastName', required: false },
        { blockType: 'email', name: 'email', label: 'Email', required: true },
        { blockType: 'message', index: 3 },
        { blockType: 'select', name: 'size', label: 'Team size', required: false, options: [{ label: '1-10', value: 'small' }] },
      ],
    })
    expect(JSON.stringify(definition)).not.toContain('team@example.com')
  })

  it('redirects only to a path on this site or an https address', () => {
    expect(toDefinition({ ...FORM, redirect: { url: '/thanks' } }).redirectUrl).toBe('/thanks')
    expect(toDefinition({ ...FORM, redirect: { url: 'https://example.com/x' } }).redirectUrl).toBe('https://example.com/x')
    expect(toDefinition({ ...FORM, redirect: { url: '//evil.example' } }).redirectUrl).toBeUndefined()
    expect(toDefinition(FORM).redirectUrl).toBeUndefined()
  })

  it('files an answer under the first email field, a name made of first and last names, every answer with its label', () => {
    const record = submissionRecord(toDefinition(FORM), { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', size: undefined }, { form: 3, fields: {}, context: '/spring', utmSource: 'news' }, 'skipped')
    expect(record).toEqual({
      form: 3,
      formTitle: 'Spring webinar',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      company: undefined,
      answers: [
        { name: 'firstName', label: 'First name', value: 'Ada' },
        { name: 'lastName', label: 'lastName', value: 'Lovelace' },
        { name: 'email', label: 'Email', value: 'ada@example.com' },
      ],
      context: '/spring',
      captcha: 'skipped',
      attribution: { utmTerm: undefined, utmSource: 'news', utmMedium: undefined, utmContent: undefined, utmCampaign: undefined, gclid: undefined },
    })
  })
})

describe('the email a lead is filed under', () => {
  it('is the first required email field, so it is never empty', () => {
    const definition = toDefinition({
      ...FORM,
      fields: [
        { blockType: 'email', name: 'colleague', label: 'A colleague', required: false },
        { blockType: 'email', name: 'email', label: 'Your email', required: true },
      ],
    } as Form)
    const record = submissionRecord(definition, { email: 'me@example.com' }, { form: 3, fields: {} }, 'verified')
    expect(record.email).toBe('me@example.com')
  })
})

describe('what a form must be before it is published', () => {
  const email = { blockType: 'email', name: 'email', required: true }
  it('passes a form with a required email field and unique identifier names', () => {
    expect(formDefinitionProblems([email, { blockType: 'text', name: 'company_name' }, { blockType: 'message' }])).toEqual([])
  })
  it('asks for a required email field', () => {
    expect(formDefinitionProblems([{ ...email, required: false }])).toEqual([{ path: 'fields', message: expect.stringContaining('email field') }])
    expect(formDefinitionProblems([])).toHaveLength(1)
  })
  it('names bad and repeated field names and selects without options', () => {
    expect(
      formDefinitionProblems([email, { blockType: 'text', name: 'two words' }, { blockType: 'text', name: 'email' }, { blockType: 'select', name: 'pick', options: [] }]),
    ).toEqual([
      { path: 'fields.1.name', message: expect.stringContaining('Start with a letter') },
      { path: 'fields.2.name', message: 'Another field is already named “email”.' },
      { path: 'fields.3.options', message: 'Give the select at least one option.' },
    ])
  })
})
