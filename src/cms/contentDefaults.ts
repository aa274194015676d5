import type { CollectionConfig, GlobalConfig } from 'payload'

import { publishedOrEditor } from './access/publishedOrEditor'
import { anyone, canEditContent } from './access/roles'
import { publishedOnlyForVisitors } from './hooks/publishedOnlyForVisitors'
import { revalidateCollection, revalidateCollectionOnDelete, revalidateGlobal } from './hooks/revalidate'

/**
 * What every public content collection shares: drafts with version history and scheduled
 * publish/unpublish (Payload's `schedulePublish` jobs, run by src/cms/jobs/jobsRunner.ts),
 * published documents for everyone and drafts for content staff, and cache expiry on every change.
 */
export const publishedContent = (tag: string): Pick<CollectionConfig, 'access' | 'versions' | 'hooks'> => ({
  access: {
    read: publishedOrEditor,
    readVersions: canEditContent,
    create: canEditContent,
    update: canEditContent,
    delete: canEditContent,
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    beforeOperation: [publishedOnlyForVisitors],
    afterChange: [revalidateCollection(tag)],
    afterDelete: [revalidateCollectionOnDelete(tag)],
  },
})

/** Collections without drafts (media, authors, categories): public as soon as saved, cache expired on change. */
export const publicOnSave = (tag: string): Pick<CollectionConfig, 'access' | 'hooks'> => ({
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: { afterChange: [revalidateCollection(tag)], afterDelete: [revalidateCollectionOnDelete(tag)] },
})

/** What every site-wide global shares: readable by all, edited by content staff, cache expired on save. */
export const siteGlobal = (tag: string): Pick<GlobalConfig, 'access' | 'hooks'> => ({
  access: { read: anyone, update: canEditContent },
  hooks: { afterChange: [revalidateGlobal(tag)] },
})
