import { describe, expect, it } from 'vitest'

import { pathToSegments, segmentsToPath } from '@/features/pages/sitePath'

describe('segmentsToPath', () => {
  it('maps no segments to the home page', () => {
    expect(segmentsToPath(undefined)).toBe('/')
    expect(segmentsToPath([])).toBe('/')
  })

  it('joins valid segments', () => {
    expect(segmentsToPath(['pricing'])).toBe('/pricing')
    expect(segmentsToPath(['products', 'relay'])).toBe('/products/relay')
    expect(segmentsToPath(['solutions', 'cipherwell-encryption'])).toBe('/solutions/cipherwell-encryption')
  })

  it('accepts up to 8 segments', () => {
    expect(segmentsToPath(Array(8).fill('a'))).toBe('/a/a/a/a/a/a/a/a')
  })

  // Each of these can never name a page, so the route 404s without a database query.
  it.each([
    ['upper case', ['Pricing']],
    ['a dot', ['pricing.html']],
    ['a parent segment', ['..', 'admin']],
    ['an encoded parent segment', ['%2E%2E']],
    ['an encoded space', ['a%20b']],
    ['malformed percent-encoding', ['%E0%A4%A']],
    ['a leading hyphen', ['-pricing']],
    ['more than 8 segments', Array(9).fill('a')],
    ['an encoded slash (a second address for a page)', ['products%2Frelay']],
    ['encoded slashes past the segment limit', ['a%2Fb%2Fc%2Fd%2Fe%2Ff%2Fg%2Fh%2Fi%2Fj']],
  ])('rejects %s', (_, segments) => {
    expect(segmentsToPath(segments)).toBeNull()
  })
})

describe('pathToSegments', () => {
  it('is the inverse of segmentsToPath', () => {
    expect(pathToSegments('/')).toEqual([])
    expect(pathToSegments('/products/relay')).toEqual(['products', 'relay'])
    expect(segmentsToPath(pathToSegments('/products/relay'))).toBe('/products/relay')
  })
})
