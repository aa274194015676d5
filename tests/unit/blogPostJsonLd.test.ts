import { describe, expect, it } from 'vitest'

import type { Post } from '@/cms/payload-types'
import { absoluteUrl } from '@/features/blog/absoluteUrl'
import { joinNames, postAuthors } from '@/features/blog/authors'
import { postJsonLd } from '@/features/blog/postJsonLd'

const SITE = 'https://www.example.com'
const media = {
  id: 3,
  alt: 'Cover',
  url: '/api/media/file/cover.png',
  width: 1600,
  height: 900,
  updatedAt: '',
  createdAt: '',
}
const author = (id: number, name: string) => ({ id, name, updatedAt: '', createdAt: '' })
const post = {
  id: 1,
  title: 'Tokenize before you store',
  slug: 'tokenize-before-you-store',
  excerpt: 'Why vaults beat encryption at rest.',
  coverImage: media,
  content: { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } },
  publishedAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z',
  authors: [author(1, 'Ada Lovelace'), 2, author(3, 'Grace Hopper')],
  categories: [],
} satisfies Post

describe('postJsonLd', () => {
  it('describes the post with absolute URLs, dates and named authors', () => {
    expect(postJsonLd(post, SITE, 'Cipherwell')).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      image: `${SITE}/api/media/file/cover.png`,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: [
        { '@type': 'Person', name: 'Ada Lovelace' },
        { '@type': 'Person', name: 'Grace Hopper' },
      ],
      publisher: { '@type': 'Organization', name: 'Cipherwell', url: SITE },
      mainEntityOfPage: `${SITE}/blog/${post.slug}`,
    })
  })

  it('leaves the image out when the cover is not populated', () => {
    expect(postJsonLd({ ...post, coverImage: 3 }, SITE, 'Cipherwell')).not.toHaveProperty('image')
  })
})

describe('helpers', () => {
  it('makes media URLs absolute and leaves absolute ones alone', () => {
    expect(absoluteUrl(SITE, '/a.png')).toBe(`${SITE}/a.png`)
    expect(absoluteUrl(SITE, 'a.png')).toBe(`${SITE}/a.png`)
    expect(absoluteUrl(SITE, 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
  })

  it('skips unpopulated authors and joins names as prose', () => {
    expect(postAuthors(post).map((a) => a.name)).toEqual(['Ada Lovelace', 'Grace Hopper'])
    expect(joinNames([])).toBe('')
    expect(joinNames(['Ada'])).toBe('Ada')
    expect(joinNames(['Ada', 'Grace'])).toBe('Ada and Grace')
    expect(joinNames(['Ada', 'Grace', 'Linus'])).toBe('Ada, Grace and Linus')
  })
})
