import { inspect } from 'node:util'

import { describe, expect, it } from 'vitest'

import { withoutQueryParameters } from '@/features/operations/withoutQueryParameters'

/** The shape of drizzle-orm's DrizzleQueryError (a dependency of Payload's adapters, not ours). */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause?: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params}`, { cause })
  }
}

const databaseError = Object.assign(new Error('SQLITE_CONSTRAINT: NOT NULL constraint failed: sales_contacts.company'), {
  code: 'SQLITE_CONSTRAINT',
})
const failed = new DrizzleQueryError(
  'insert into "sales_contacts" ("first_name", "email") values (?, ?)',
  ['Ada', 'ada@example.com'],
  databaseError,
)

describe('withoutQueryParameters', () => {
  it('drops the values from the message, the properties and the stack, keeping statement, cause and code', () => {
    const passed = withoutQueryParameters(failed) as Error & { cause: Error & { code: string } }
    const printed = inspect(passed, { depth: 5 })
    expect(printed).not.toContain('ada@example.com')
    expect(printed).not.toContain('Ada')
    expect(passed.stack).not.toContain('ada@example.com')
    expect(passed.message).toBe('Failed query: insert into "sales_contacts" ("first_name", "email") values (?, ?)')
    expect(passed.cause.message).toBe(databaseError.message)
    expect(passed.cause.code).toBe('SQLITE_CONSTRAINT')
    expect(passed.stack).toContain('withoutQueryParameters.test.ts')
  })

  it('cleans a wrapper whose cause carries the values', () => {
    const wrapped = new Error('lead not stored', { cause: failed })
    const printed = inspect(withoutQueryParameters(wrapped), { depth: 5 })
    expect(printed).toContain('lead not stored')
    expect(printed).not.toContain('ada@example.com')
  })

  it('passes other errors through unchanged', () => {
    const other = new TypeError('x is undefined')
    expect(withoutQueryParameters(other)).toBe(other)
    expect(withoutQueryParameters('text')).toBe('text')
  })
})
