import { describe, expect, it } from 'vitest'

import { FEEDS, feedAlternateTypes, openGraphDefaults, siteAlternates, siteMetadata } from '@/features/seo/siteMetadata'

describe('siteMetadata', () => {
  const metadata = siteMetadata('Cipherwell', 'https://www.example.com')

  it('keeps the base URL and the brand-named title template', () => {
    expect(String(metadata.metadataBase)).toBe('https://www.example.com/')
    expect(metadata.title).toEqual({ default: 'Cipherwell', template: '%s · Cipherwell' })
    expect(metadata.applicationName).toBe('Cipherwell')
  })

  it('declares the Open Graph and Twitter defaults', () => {
    expect(metadata.openGraph).toEqual({ siteName: 'Cipherwell', type: 'website', locale: 'en_US' })
    expect(metadata.twitter).toEqual({ card: 'summary_large_image' })
  })

  it('links the RSS and Atom feeds of the blog and the changelog', () => {
    expect(metadata.alternates?.types).toEqual({
      'application/rss+xml': [
        { url: '/blog/feed.xml', title: 'Blog (RSS)' },
        { url: '/changelog/feed.xml', title: 'Changelog (RSS)' },
      ],
      'application/atom+xml': [
        { url: '/blog/atom.xml', title: 'Blog (Atom)' },
        { url: '/changelog/atom.xml', title: 'Changelog (Atom)' },
      ],
    })
  })

  it('names feed addresses that match the route handlers', () => {
    expect(Object.values(FEEDS).flatMap((feed) => [feed.rss, feed.atom])).toEqual([
      '/blog/feed.xml',
      '/blog/atom.xml',
      '/changelog/feed.xml',
      '/changelog/atom.xml',
    ])
  })
})

describe('helpers for pages that set their own alternates or Open Graph', () => {
  it('keep the feed links beside a canonical URL', () => {
    expect(siteAlternates('/pricing')).toEqual({ canonical: '/pricing', types: feedAlternateTypes() })
    expect(siteAlternates()).not.toHaveProperty('canonical')
  })

  it('share the Open Graph defaults', () => {
    expect({ ...openGraphDefaults('Acme'), type: 'article' }).toEqual({
      siteName: 'Acme',
      type: 'article',
      locale: 'en_US',
    })
  })
})
