import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { revalidateTag } from 'next/cache'

import { notifyServer } from './notifyServer'

/**
 * Expire cached reads tagged `tag` at once (not stale-while-revalidate): an editor who
 * publishes expects the next visitor to see it. Inside a Next request that is a direct
 * call; anywhere else revalidateTag has no request store and throws, so the server is
 * asked over HTTP: scripts, `npm run jobs`, and the jobs runner inside the server too (its
 * loops run outside any request; a scheduled publish reaches the cache this way).
 * Seeding passes `disableRevalidate`: no server is running then.
 */
export async function expire(tag: string, req: PayloadRequest) {
  if (req.context.disableRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
    return
  } catch {
    // Not inside a Next request: fall through to the server.
  }
  const problem = await notifyServer([tag])
  if (problem) req.payload.logger.warn(`Could not expire cached pages for ${tag}: ${problem}`)
}

export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    await expire(tag, req)
    return doc
  }

export const revalidateCollection =
  (tag: string): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    await expire(tag, req)
    return doc
  }

export const revalidateCollectionOnDelete =
  (tag: string): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await expire(tag, req)
    return doc
  }
