import 'server-only'

import { changelog, posts } from '@/cms/read/collections'
import { getEnv } from '@/lib/env'

import { brandName } from './brand'
import { changelogEntry, FEED_CONTENT_TYPES, postEntry, renderFeed, type FeedEntry, type FeedFormat } from './feeds'
import type { FeedName } from './siteMetadata'

/** Through the tagged readers: a publish, unpublish or delete expires the prerendered feed. */
const ENTRIES: Record<FeedName, () => Promise<FeedEntry[]>> = {
  blog: async () => (await posts.list()).map(postEntry),
  changelog: async () => (await changelog.list()).map(changelogEntry),
}

export async function feedResponse(name: FeedName, format: FeedFormat): Promise<Response> {
  const [entries, brand] = await Promise.all([ENTRIES[name](), brandName()])
  const xml = renderFeed(name, entries, { siteUrl: getEnv().siteUrl, brand, format, generatedAt: new Date() })
  return new Response(xml, { headers: { 'Content-Type': FEED_CONTENT_TYPES[format] } })
}
