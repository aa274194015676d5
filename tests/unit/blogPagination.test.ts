import { describe, expect, it } from 'vitest'

import { listingDescription, listingTitle } from '@/features/blog/listingText'
import {
  blogHref,
  blogIndexPath,
  INVALID_LISTING,
  pageCount,
  pageSlice,
  parsePage,
  PAGE_SIZE,
} from '@/features/blog/pagination'

describe('parsePage', () => {
  it.each(['1', '2', '10', '999'])('accepts %s', (raw) => expect(parsePage(raw)).toBe(Number(raw)))

  // Each of these is a 404, never a 500 and never a second address for page 1.
  it.each(['', '0', '-1', '01', '+2', '2.0', '1e3', 'abc', ' 2', '2 ', '9999999', '%32'])('refuses %j', (raw) =>
    expect(parsePage(raw)).toBeNull(),
  )
})

describe('pageCount and pageSlice', () => {
  it('has at least one page, so an empty category still lists', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(PAGE_SIZE)).toBe(1)
    expect(pageCount(PAGE_SIZE + 1)).toBe(2)
  })

  it('slices six posts a page', () => {
    const items = Array.from({ length: 14 }, (_, i) => i)
    expect(pageSlice(items, 1)).toEqual([0, 1, 2, 3, 4, 5])
    expect(pageSlice(items, 3)).toEqual([12, 13])
  })
})

describe('blogHref', () => {
  it('gives the public query-string addresses, page 1 and "all" left implicit', () => {
    expect(blogHref({})).toBe('/blog')
    expect(blogHref({ page: 1, category: 'all' })).toBe('/blog')
    expect(blogHref({ page: 2 })).toBe('/blog?page=2')
    expect(blogHref({ category: 'compliance' })).toBe('/blog?category=compliance')
    expect(blogHref({ category: 'compliance', page: 3 })).toBe('/blog?category=compliance&page=3')
  })
})

describe('blogIndexPath', () => {
  const rewrite = (query: string) => blogIndexPath(new URLSearchParams(query))

  it('defaults to every category, page 1', () => {
    expect(rewrite('')).toBe('/blog/index/all/1')
    expect(rewrite('category=&page=')).toBe('/blog/index/all/1')
    expect(rewrite('utm_source=x')).toBe('/blog/index/all/1')
  })

  it('passes well-formed values through for the route to check against the CMS', () => {
    expect(rewrite('page=2')).toBe('/blog/index/all/2')
    expect(rewrite('category=compliance&page=2')).toBe('/blog/index/compliance/2')
    expect(rewrite('category=no-such-category')).toBe('/blog/index/no-such-category/1')
    expect(rewrite('page=999')).toBe('/blog/index/all/999')
  })

  // One always-404 address for every malformed value: nothing escapes its segment, and junk cannot fill the cache.
  it.each([
    'page=abc',
    'page=-1',
    'page=0',
    'page=02',
    'page=.',
    'category=a/b',
    'category=%2E%2E&page=..',
    'page=%E2%9C%93',
    'category=Upper',
  ])('sends %s to the invalid listing', (query) => {
    expect(rewrite(query)).toBe(INVALID_LISTING)
  })
})

describe('listing titles and descriptions', () => {
  it('makes each listing page unique', () => {
    expect(listingTitle('Blog', { pageNumber: 1, pages: 1 })).toBe('Blog')
    expect(listingTitle('Blog', { pageNumber: 2, pages: 3 })).toBe('Blog — page 2')
    expect(listingTitle('Blog', { pageNumber: 1, pages: 1, categoryTitle: 'Compliance' })).toBe('Blog: Compliance')
    expect(listingTitle('Blog', { pageNumber: 2, pages: 2, categoryTitle: 'Compliance' })).toBe(
      'Blog: Compliance — page 2',
    )
  })

  it('prefers the category description and numbers later pages', () => {
    expect(listingDescription('All posts.', { pageNumber: 1, pages: 1 })).toBe('All posts.')
    expect(listingDescription('All posts.', { pageNumber: 2, pages: 3 })).toBe('All posts. Page 2 of 3.')
    expect(
      listingDescription('All posts.', {
        pageNumber: 1,
        pages: 1,
        categoryTitle: 'PCI',
        categoryDescription: 'PCI DSS guides.',
      }),
    ).toBe('PCI DSS guides.')
    expect(listingDescription('All posts.', { pageNumber: 1, pages: 1, categoryTitle: 'PCI' })).toBe(
      'PCI articles. All posts.',
    )
  })

  it('never cuts off the page number of a long description', () => {
    const text = listingDescription('word '.repeat(100), { pageNumber: 4, pages: 4 })
    expect(text.endsWith('Page 4 of 4.')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(300)
  })
})
