import type { CollectionConfig, GlobalConfig } from 'payload'

import { publishedOrEditor } from './access/publishedOrEditor'
import { anyone, canEditContent } from './access/roles'
import { previewUrl } from './documentRoutes'
import { publishedOnlyForVisitors } from './hooks/publishedOnlyForVisitors'
import { revalidateCollection, revalidateCollectionOnDelete, revalidateGlobal } from './hooks/revalidate'
import { expireLinksOnDelete, expireLinksOnMove, refuseDeleteWhileLinked, rememberLinkedAddress } from './links/protectLinkTargets'

/** How long the admin waits after typing stops before it autosaves a draft. */
export const AUTOSAVE_MS = 375

/**
 * What every public content collection shares: drafts with version history and scheduled
 * publish/unpublish (Payload's `schedulePublish` jobs, run by src/cms/jobs/jobsRunner.ts),
 * published documents for everyone and drafts for content staff, and cache expiry on every change.
 */
export const publishedContent = (
  tag: string,
  { autosave = false }: { autosave?: boolean } = {},
): Pick<CollectionConfig, 'access' | 'versions' | 'hooks'> => ({
  access: {
    read: publishedOrEditor,
    readVersions: canEditContent,
    create: canEditContent,
    update: canEditContent,
    delete: canEditContent,
  },
  // Autosave (pages and posts, which have live preview): the preview follows typing, since each
  // autosave tells the preview pane to refresh. Consecutive autosaves update one version.
  versions: {
    drafts: { schedulePublish: true, ...(autosave ? { autosave: { interval: AUTOSAVE_MS } } : {}) },
    maxPerDoc: 50,
  },
  // Documents with an address of their own are link targets: a move expires the pages showing
  // links to them, and a delete is refused while links or redirects lead there.
  hooks: {
    beforeOperation: [publishedOnlyForVisitors],
    beforeChange: [rememberLinkedAddress],
    afterChange: [revalidateCollection(tag), expireLinksOnMove],
    beforeDelete: [refuseDeleteWhileLinked],
    afterDelete: [revalidateCollectionOnDelete(tag), expireLinksOnDelete],
  },
})

/** Collections without drafts (media, authors, categories): public as soon as saved, cache expired on change. */
export const publicOnSave = (tag: string): Pick<CollectionConfig, 'access' | 'hooks'> => ({
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: { afterChange: [revalidateCollection(tag)], afterDelete: [revalidateCollectionOnDelete(tag)] },
})

/**
 * What every site-wide global shares: drafts, version history (restore) and scheduled
 * publishing, as for pages, since a mistaken save of the navigation reaches every page;
 * published for everyone, drafts for content staff; previewed on the home page, which
 * shows them all; cache expired on publish.
 */
export const siteGlobal = (tag: string): Pick<GlobalConfig, 'access' | 'hooks' | 'versions' | 'admin'> => ({
  access: { read: publishedOrEditor, readVersions: canEditContent, update: canEditContent },
  versions: { drafts: { schedulePublish: true }, max: 50 },
  admin: { preview: () => previewUrl('/') },
  hooks: { afterChange: [revalidateGlobal(tag)] },
})
