import type { Metadata } from 'next'

import { brandedTitle } from '@/lib/brandTitle'

/** The site's syndication feeds: one RSS 2.0 and one Atom 1.0 document per section. */
export const FEEDS = {
  blog: { label: 'Blog', section: '/blog', rss: '/blog/feed.xml', atom: '/blog/atom.xml' },
  changelog: { label: 'Changelog', section: '/changelog', rss: '/changelog/feed.xml', atom: '/changelog/atom.xml' },
} as const

export type FeedName = keyof typeof FEEDS

/**
 * `<link rel="alternate">` for every feed, so readers can discover them from any page. The
 * titles leave out the brand so that any page can build them without reading the settings.
 */
export function feedAlternateTypes(): NonNullable<Metadata['alternates']>['types'] {
  const feeds = Object.values(FEEDS)
  return {
    'application/rss+xml': feeds.map((feed) => ({ url: feed.rss, title: `${feed.label} (RSS)` })),
    'application/atom+xml': feeds.map((feed) => ({ url: feed.atom, title: `${feed.label} (Atom)` })),
  }
}

/**
 * Next replaces `alternates` and `openGraph` wholesale when a page sets its own, so a page
 * that sets a canonical URL would silently drop the feed links: pages build theirs with this.
 */
export function siteAlternates(canonical?: string): NonNullable<Metadata['alternates']> {
  return { ...(canonical ? { canonical } : {}), types: feedAlternateTypes() }
}

/** The Open Graph fields every page shares; a page that sets `openGraph` spreads these first. */
export const openGraphDefaults = (brand: string) => ({ siteName: brand, type: 'website', locale: 'en_US' }) as const

/** What the site layout declares for every page (pages add title, description, canonical). */
export function siteMetadata(brand: string, siteUrl: string): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    title: { default: brand, template: brandedTitle('%s', brand) },
    applicationName: brand,
    openGraph: { ...openGraphDefaults(brand) },
    twitter: { card: 'summary_large_image' },
    alternates: siteAlternates(),
  }
}
