import type { RequiredDataFromCollectionSlug } from 'payload'

import { daysAgo } from '../../lib/dates'
import type { SeedContext } from '../../lib/seedContext'
import { formatPreservingTokens } from './formatPreservingTokens'
import { functionsIsolation } from './functionsIsolation'
import { hipaaSafeguards } from './hipaaSafeguards'
import { introducingEnclaves } from './introducingEnclaves'
import { networkTokens } from './networkTokens'
import { pciPaymentPageScripts } from './pciPaymentPageScripts'
import { relayLatency } from './relayLatency'
import { threeDsDropOff } from './threeDsDropOff'
import { whichSaq } from './whichSaq'

/** Three per category, a few weeks apart, so every filter and the feed have something recent. */
export const SEED_POSTS = [
  relayLatency,
  pciPaymentPageScripts,
  introducingEnclaves,
  formatPreservingTokens,
  whichSaq,
  networkTokens,
  functionsIsolation,
  threeDsDropOff,
  hipaaSafeguards,
]

export const posts = (ctx: SeedContext): RequiredDataFromCollectionSlug<'posts'>[] =>
  SEED_POSTS.map((post) => ({
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    coverImage: ctx.media(`cover-${post.slug}`),
    content: ctx.md(withMediaIds(post.markdown, ctx.media)),
    publishedAt: daysAgo(ctx.now, post.daysAgo, 8),
    authors: post.authors.map(ctx.author),
    categories: [ctx.category(post.category)],
  }))

/** Posts name their figures' images by seed key (`<Figure media="figure-…">`); the stored block holds the media id. */
const withMediaIds = (markdown: string, media: (key: string) => number) =>
  markdown.replace(/<Figure media="([a-z0-9-]+)"/g, (_, key: string) => `<Figure media="${media(key)}"`)
