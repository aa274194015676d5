import { APIError, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { fieldErrorsOf, publicError } from '@/cms/errors'

const FIELD = { path: 'file', message: 'Invalid PDF file.' }

/** What another bundle's copy of Payload's ValidationError looks like here: same fields, other class, shortened name. */
const foreign = () => Object.assign(new Error('The following field is invalid: file'), { name: 'o', status: 400, data: { errors: [FIELD] } })

describe('fieldErrorsOf: a ValidationError from any copy of Payload', () => {
  it('reads the field errors of this copy’s ValidationError and of another’s', () => {
    expect(fieldErrorsOf(new ValidationError({ errors: [FIELD] }))).toEqual([FIELD])
    const error = foreign()
    expect(error instanceof ValidationError).toBe(false)
    expect(fieldErrorsOf(error)).toEqual([FIELD])
  })

  it('is null for any other error', () => {
    for (const error of [
      new APIError('Not Found', 404),
      new APIError('boom', 500, { errors: [FIELD] }),
      Object.assign(foreign(), { data: { errors: [] } }),
      new Error('FOREIGN KEY constraint failed'),
      'a string',
      null,
    ])
      expect(fieldErrorsOf(error)).toBeNull()
  })
})

describe('publicError', () => {
  it('carries its own name, status and message, whatever the build does to class names', () => {
    const error = publicError('RemoteFileError', 'Upload the file itself.', 400)
    expect(error).toMatchObject({ name: 'RemoteFileError', status: 400, isPublic: true, message: 'Upload the file itself.' })
  })
})
