import { describe, expect, it } from 'vitest'

import { downloadDetails, formatFileSize } from '@/features/papers/fileSize'

describe('formatFileSize', () => {
  it.each([
    [100, '1 KB'],
    [532_480, '520 KB'],
    [1_048_575, '1024 KB'],
    [2_516_582, '2.4 MB'],
    [15_728_640, '15 MB'],
    [0, ''],
    [Number.NaN, ''],
  ])('%d bytes → %j', (bytes, text) => expect(formatFileSize(bytes)).toBe(text))
})

describe('downloadDetails', () => {
  it('says what is known', () => {
    expect(downloadDetails(2_516_582, 18)).toBe('PDF, 2.4 MB, 18 pages')
    expect(downloadDetails(2_516_582, 1)).toBe('PDF, 2.4 MB, 1 page')
    expect(downloadDetails(null, 12)).toBe('PDF, 12 pages')
    expect(downloadDetails(undefined, null)).toBe('PDF')
  })
})
