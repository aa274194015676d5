import { describe, expect, it } from 'vitest'

import { HREF, hrefField, isValidHref } from '@/cms/fields/hrefField'

const GOOD = ['/', '/pricing', '/blog#x', '/search?q=cards', 'https://docs.cipherwell.com/x', 'http://example.com']
const BAD = ['javascript:alert(1)', '//evil.example', 'pricing', 'ftp://x', '/a b', 'https://docs.cipherwell.com/a b', 'https://', 'https:///x', '', '/\\evil.example', '/a\\b', 'https://evil\\.example/'] // a backslash reads as a slash in browsers

type Validate = (value: string | null | undefined, options: { required?: boolean }) => true | string

/** Calls a field's validate the way Payload does: with the field's own `required` flag. */
function validateWith(field: ReturnType<typeof hrefField>, value: string | null | undefined) {
  return (field.validate as unknown as Validate)(value, { required: field.required })
}

describe('HREF / isValidHref', () => {
  it.each(GOOD)('accepts %s', (href) => {
    expect(HREF.test(href)).toBe(true)
    expect(isValidHref(href)).toBe(true)
  })

  it.each(BAD)('rejects %j', (href) => {
    expect(isValidHref(href)).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isValidHref(undefined)).toBe(false)
    expect(isValidHref(42)).toBe(false)
  })
})

describe('hrefField validate', () => {
  const required = hrefField({ required: true })
  const optional = hrefField()

  it('keeps the field named href and applies overrides', () => {
    expect(optional.name).toBe('href')
    expect(required.required).toBe(true)
    expect(hrefField({ name: 'linkHref' }).name).toBe('linkHref')
  })

  it.each(GOOD)('accepts %s', (href) => {
    expect(validateWith(required, href)).toBe(true)
    expect(validateWith(optional, href)).toBe(true)
  })

  it.each(BAD.filter(Boolean))('rejects %s with a message', (href) => {
    expect(validateWith(required, href)).toMatch(/Enter a path like \/pricing/)
    expect(validateWith(optional, href)).toMatch(/Enter a path like \/pricing/)
  })

  it('allows an empty value only when not required', () => {
    for (const empty of ['', null, undefined]) {
      expect(validateWith(optional, empty)).toBe(true)
      expect(validateWith(required, empty)).toEqual(expect.any(String))
    }
  })
})
