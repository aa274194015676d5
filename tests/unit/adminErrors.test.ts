import { describe, expect, it } from 'vitest'

import { nameFromEmail } from '@/cms/auth/userName'
import { keepFieldErrors } from '@/cms/hooks/validationErrorResponse'

type Args = Parameters<typeof keepFieldErrors>[0]
const run = (error: unknown, result: Args['result']) => keepFieldErrors({ error, result } as Args)

/** What another bundle's copy of Payload's ValidationError looks like here: same fields, other class. */
const foreignValidationError = () =>
  Object.assign(new Error('The following field is invalid: path'), {
    name: 'o',
    status: 400,
    isPublic: true,
    data: {
      collection: 'pages',
      errors: [{ path: 'path', message: 'Another page, “Pricing”, already uses /pricing.' }],
    },
  })

describe('keepFieldErrors: each field’s reason reaches the admin', () => {
  it('restores Payload’s shape when the formatter lost the field errors', () => {
    const stripped = { errors: [{ message: 'The following field is invalid: path' }] }
    expect(run(foreignValidationError(), stripped)).toEqual({
      status: 400,
      response: {
        errors: [
          {
            name: 'ValidationError',
            message: 'The following field is invalid: path',
            data: {
              collection: 'pages',
              errors: [{ path: 'path', message: 'Another page, “Pricing”, already uses /pricing.' }],
            },
          },
        ],
      },
    })
  })

  it('leaves an answer that kept them, and errors that are not about fields', () => {
    const error = foreignValidationError()
    expect(
      run(error, { errors: [{ name: 'ValidationError', data: error.data, message: error.message }] }),
    ).toBeUndefined()
    expect(
      run(Object.assign(new Error('Not Found'), { status: 404 }), { errors: [{ message: 'Not Found' }] }),
    ).toBeUndefined()
    expect(
      run(
        Object.assign(new Error('boom'), { status: 500, data: { errors: [{ path: 'x', message: 'y' }] } }),
        undefined,
      ),
    ).toBeUndefined()
  })
})

describe('nameFromEmail', () => {
  it.each([
    ['jane.doe@cipherwell.test', 'Jane Doe'],
    ['admin@example.com', 'Admin'],
    ['o_brien+sales@x.test', 'O Brien Sales'],
    ['élodie-martin@x.test', 'Élodie Martin'],
    ['@x.test', ''],
  ])('%s → “%s”', (email, name) => {
    expect(nameFromEmail(email)).toBe(name)
  })
})
