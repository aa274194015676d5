import fc from 'fast-check'

import { PNG, tinyDoc, tinyDocx, tinyPdf } from './cvFiles'

/** Any JSON value, including the types no field expects. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, true, 0, -1, 1e21, '', ' ', [], {}),
)

/** Text around every length the schemas care about (1, 100, 200, 254, 500, 5000) and in every alphabet. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 95, maxLength: 105 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 195, maxLength: 205 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 495, maxLength: 505 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 4990, maxLength: 5010 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t\n', '\u0000', '\u200b', 'é', '😀', '<script>alert(1)</script>', "Robert'); DROP TABLE leads;--") },
)

const label = fc.stringMatching(/^[a-z0-9-]{1,8}$/)

/** Email-like strings: RFC addresses, addresses with hyphen-edged labels and odd locals, padded ones and near misses. */
export const email: fc.Arbitrary<string> = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(fc.stringMatching(/^[a-zA-Z0-9._+'!#$%&*=?^`{|}~-]{1,12}$/), fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'co', 'io', 'x', 'c0m', 'COM'))
    .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`),
  fc.tuple(fc.constantFrom(' ', '\t', ''), fc.emailAddress(), fc.constantFrom(' ', '\n', '')).map(([a, address, b]) => a + address + b),
  fc.string({ maxLength: 30 }),
  fc.constant(`${'a'.repeat(245)}@example.com`),
)

/** Text a form would accept: not blank, short, in any alphabet. */
export const goodText: fc.Arbitrary<string> = fc
  .oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }))
  .filter((value) => value.trim() !== '')

const plainLabel = fc.oneof({ weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9]{1,8}$/) }, { weight: 1, arbitrary: label })

/** Plausible addresses, some with the label shapes (hyphen-edged, numeric) that only some validators refuse. */
export const goodEmail: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', '', ' '),
    fc.oneof({ weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9]{1,10}$/) }, { weight: 1, arbitrary: fc.stringMatching(/^[a-zA-Z0-9_+'-][a-zA-Z0-9._+'-]{0,10}$/) }),
    fc.array(plainLabel, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-zA-Z]{2,6}$/),
  )
  .map(([pad, local, labels, tld]) => `${pad}${local}@${labels.join('.')}.${tld}${pad}`)

/** Mostly the good values, sometimes anything at all. */
export const mostly = <T>(good: fc.Arbitrary<T>, odds = 9) =>
  fc.oneof({ weight: odds, arbitrary: good }, { weight: 1, arbitrary: fc.oneof(text, email, anyValue) })

/** A honeypot that is usually empty or absent, sometimes filled, sometimes not even a string. */
export const honeypot = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(undefined, '') },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: anyValue },
)

/** An optional field: usually absent or good, rarely anything. */
export const optional = <T>(good: fc.Arbitrary<T>) => fc.option(mostly(good, 29), { nil: undefined })

export const attribution = {
  utmSource: optional(goodText),
  utmMedium: optional(goodText),
  utmCampaign: optional(goodText),
  utmTerm: optional(goodText),
  utmContent: optional(goodText),
  gclid: optional(goodText),
}

/** The keys a body has, holding values of any type and length. */
export const keysWithAnyValues = (keys: readonly string[]) =>
  fc.record(Object.fromEntries(keys.map((key) => [key, fc.oneof(anyValue, text, email)])), { requiredKeys: [] })

/** Bodies for one endpoint: any JSON at all, its keys with random values, and bodies that look right. */
export function bodies(keys: readonly string[], validLooking: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: anyValue },
    { weight: 3, arbitrary: keysWithAnyValues(keys) },
    { weight: 6, arbitrary: validLooking },
  )
}

/** A random small file under a name a CV might have, with content that may or may not match it. */
const randomCvFile = fc.record({
  name: fc.oneof(fc.constantFrom('cv.pdf', 'CV.PDF', 'cv.doc', 'cv.docx', 'cv.png', 'cv', '.DS_Store', 'cv.pdf.exe'), fc.string({ maxLength: 20 })),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    fc.uint8Array({ maxLength: 256 }).map((tail) => Buffer.concat([Buffer.from('%PDF-1.'), tail])),
    fc.uint8Array({ maxLength: 256 }).map((tail) => Buffer.concat([tinyDoc().subarray(0, 8), tail])),
    fc.uint8Array({ maxLength: 256 }).map((tail) => Buffer.concat([Buffer.from('504b0304', 'hex'), tail])),
    fc.constantFrom(tinyPdf(), tinyDoc(), tinyDocx(), PNG, Buffer.alloc(0)),
  ),
})

/** Mostly a real CV, sometimes any small file. */
export const cvFile = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom({ name: 'cv.pdf', bytes: tinyPdf() }, { name: 'cv.doc', bytes: tinyDoc() }, { name: 'CV.DOCX', bytes: tinyDocx() }) },
  { weight: 2, arbitrary: randomCvFile },
)
