import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, Where } from 'payload'
import { cache } from 'react'

import { payloadClient } from './payload'

/**
 * Draft mode (an editor's preview, see src/features/preview) reads the newest drafts. It is
 * off whenever a page is prerendered or revalidated, so visitors keep the cached readers and
 * static pages; only a request carrying Next's valid draft-mode cookie takes these paths.
 */
export const isDraftMode = async () => (await draftMode()).isEnabled

/**
 * The signed-in user behind this draft-mode request, once per request. Drafts are read as
 * that user, with access control on: the draft-mode cookie alone (say, left over after the
 * session expired) shows published content only.
 */
const previewUser = cache(async () => (await (await payloadClient()).auth({ headers: await headers() })).user)

async function findLatest<C extends CollectionSlug>(collection: C, where: Where, depth: number) {
  const [payload, user] = await Promise.all([payloadClient(), previewUser()])
  const { docs } = await payload.find({ collection, where, depth, limit: 1, draft: true, overrideAccess: false, user })
  return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
}

/**
 * A reader that is `published` (the cached, tagged reader) for everyone, and in draft mode
 * a direct, uncached read of the newest draft by `field`, at the same depth.
 */
export function orLatestDraft<C extends CollectionSlug>(
  published: (value: string) => Promise<DataFromCollectionSlug<C> | null>,
  collection: C,
  field: string,
  depth: number,
) {
  return async (value: string): Promise<DataFromCollectionSlug<C> | null> =>
    (await isDraftMode()) ? findLatest(collection, { [field]: { equals: value } }, depth) : published(value)
}

/**
 * A global's reader that is `published` (cached, tagged) for everyone, and in draft mode the
 * newest draft, so an editor previews a navigation, footer or banner change before publishing it.
 */
export function orLatestGlobalDraft<S extends GlobalSlug>(published: () => Promise<DataFromGlobalSlug<S>>, slug: S) {
  return async (): Promise<DataFromGlobalSlug<S>> => {
    if (!(await isDraftMode())) return published()
    const [payload, user] = await Promise.all([payloadClient(), previewUser()])
    return payload.findGlobal({ slug, depth: 0, draft: true, overrideAccess: false, user })
  }
}
