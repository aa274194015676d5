import { describe, expect, it } from 'vitest'

import { SITE_PATH, pathField } from '@/cms/fields/pathField'

type Validate = (value: string | null | undefined) => true | string
const validate = pathField.validate as unknown as Validate

describe('SITE_PATH', () => {
  it.each(['/', '/pricing', '/products/relay', '/solutions/multi-psp', '/products/3ds'])('accepts %s', (path) => {
    expect(SITE_PATH.test(path)).toBe(true)
  })

  it.each([
    '',
    'pricing',
    '/pricing/',
    '//pricing',
    '/Pricing',
    '/pricing.html',
    '/a--b',
    '/-a',
    '/a-',
    '/../admin',
    '/a b',
    '/blog#x',
  ])('rejects %j', (path) => {
    expect(SITE_PATH.test(path)).toBe(false)
  })
})

describe('pathField validate', () => {
  it('accepts a site path and explains a bad one', () => {
    expect(validate('/products/relay')).toBe(true)
    expect(validate('/Products')).toMatch(/lower case/)
    expect(validate(undefined)).toEqual(expect.any(String))
  })
})
