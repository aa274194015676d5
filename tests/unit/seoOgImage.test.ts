import { describe, expect, it } from 'vitest'

import { blogIndexCard } from '@/features/seo/blogIndexCard'
import { renderOgImage } from '@/features/seo/ogImage'
import {
  clampText,
  eyebrow,
  formatDay,
  OG_CONTENT_TYPE,
  OG_SIZE,
  ogCardText,
  titleFontSize,
} from '@/features/seo/ogText'

describe('card text', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(clampText('  Short   title ', 20)).toBe('Short title')
    const cut = clampText('Tokenize every card number before it ever touches your servers, in any region', 40)
    expect(cut.length).toBeLessThanOrEqual(40)
    expect(cut).toBe('Tokenize every card number before it…')
  })

  it('shrinks the title font as titles grow', () => {
    expect(titleFontSize('Customers')).toBeGreaterThan(titleFontSize('How we cut PCI scope for a marketplace'))
    expect(titleFontSize('x'.repeat(61))).toBeLessThan(titleFontSize('x'.repeat(60)))
  })

  it('derives the host and drops an empty description', () => {
    expect(
      ogCardText({ title: 'T', eyebrow: 'Blog', siteUrl: 'https://www.example.com', description: '' }),
    ).toMatchObject({
      host: 'www.example.com',
      description: null,
    })
  })

  it('formats days in UTC and joins eyebrow parts', () => {
    expect(formatDay('2026-12-12T23:30:00.000Z')).toBe('Dec 12, 2026')
    expect(formatDay('not a date')).toBe('')
    expect(eyebrow('Careers', 'Engineering', null, '')).toBe('Careers · Engineering')
  })
})

describe('blogIndexCard', () => {
  const page = { title: 'Blog', description: 'Articles.' }
  const category = { title: 'Engineering', description: 'How we build.' }

  it('shows the blog when no category is chosen', () => {
    expect(blogIndexCard({ page, category: null, pageNumber: 1 })).toEqual({
      eyebrow: 'Resources',
      title: 'Blog',
      description: 'Articles.',
    })
  })

  it('shows the category under the blog, falling back to the blog description', () => {
    expect(blogIndexCard({ page, category, pageNumber: 1 })).toEqual({
      eyebrow: 'Blog',
      title: 'Engineering',
      description: 'How we build.',
    })
    expect(blogIndexCard({ page, category: { ...category, description: null }, pageNumber: 1 }).description).toBe(
      'Articles.',
    )
  })

  it('says which page it is after the first', () => {
    expect(blogIndexCard({ page, category: null, pageNumber: 3 }).eyebrow).toBe('Resources · Page 3')
    expect(blogIndexCard({ page, category, pageNumber: 2 }).eyebrow).toBe('Blog · Page 2')
  })
})

describe('renderOgImage', () => {
  it('draws a 1200×630 PNG with the bundled font', async () => {
    const response = renderOgImage({
      title: 'Protect sensitive data without slowing your engineers',
      eyebrow: 'Blog · Engineering',
      description: 'Keep card data out of your systems.',
      brand: 'Cipherwell',
      siteUrl: 'https://www.example.com',
    })
    expect(response.headers.get('content-type')).toBe(OG_CONTENT_TYPE)
    const png = Buffer.from(await response.arrayBuffer())
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
    // IHDR: width and height are the first two big-endian words after the chunk header.
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(OG_SIZE)
  }, 30_000)
})
