import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { ATTRIBUTION_FIELDS } from '@/features/attribution/fields'
import { attributionSchema, storedUtmsSchema } from '@/features/attribution/schema'
import { parseStoredUtms } from '@/features/attribution/storedUtms'

/** What the schema makes of a value: its output, or that it refused it. */
const bySchema = (value: unknown) => {
  const parsed = storedUtmsSchema.safeParse(value)
  return parsed.success ? { ok: parsed.data } : 'refused'
}
const byHand = (value: unknown) => {
  try {
    return { ok: parseStoredUtms(value) }
  } catch {
    return 'refused'
  }
}

// Values near the limit and around whitespace, where trimming and the length check meet.
const fieldValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(' ', '  padded  ', '\t\n', 'x'.repeat(500), ` ${'x'.repeat(500)} `, 'x'.repeat(501)),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.constant(undefined),
)
const record = fc.dictionary(fc.constantFrom(...ATTRIBUTION_FIELDS, 'utm_source', 'other', 'constructor'), fieldValue)

describe('parseStoredUtms: the stored record checked without zod', () => {
  it('checks the same fields as the forms’ schema', () => {
    expect([...ATTRIBUTION_FIELDS].sort()).toEqual([...attributionSchema.keyof().options].sort())
  })

  it('accepts, trims and refuses exactly as storedUtmsSchema does, for any record or JSON value', () => {
    fc.assert(
      fc.property(fc.oneof(record, fc.jsonValue()), (value) => {
        expect(byHand(value)).toEqual(bySchema(value))
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps the trimmed fields, drops other keys, and refuses an over-long or non-string field', () => {
    expect(parseStoredUtms({ utmSource: ' ads ', gclid: 'G-1', other: 'x' })).toEqual({ utmSource: 'ads', gclid: 'G-1' })
    expect(() => parseStoredUtms({ utmCampaign: 'x'.repeat(501) })).toThrow(RangeError)
    expect(() => parseStoredUtms({ utmTerm: 42 })).toThrow(TypeError)
    expect(() => parseStoredUtms(['utmSource'])).toThrow(TypeError)
    expect(() => parseStoredUtms(null)).toThrow(TypeError)
  })
})
