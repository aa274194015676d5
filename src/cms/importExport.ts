import path from 'node:path'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig } from 'payload'

import type { Env } from '../lib/env'
import { canRetryDelivery } from './access/inbox'
import { isAdmin } from './access/roles'

/**
 * CSV export of the sales inbox, with Payload's import-export plugin: "Export" in the inbox's
 * list menu downloads the rows the list shows (its filters, sort and columns), as the person
 * asking may read them. The download is built in the request (no job: the site's one jobs
 * runner drives only its own queues) and not kept as a file, so no copy of visitors' data is
 * left behind. Nobody imports leads: they arrive only through the site's forms.
 */
export const importExport = (env: Env) =>
  importExportPlugin({
    collections: [{ slug: 'leads', import: false, export: { format: 'csv', disableJobsQueue: true, disableSave: true } }],
    overrideExportCollection: ({ collection }) => exportsFor(collection, env),
    overrideImportCollection: ({ collection }) => closed(collection, env),
  })

const canExport = ({ req }: { req: { user?: unknown } }) => canRetryDelivery(req.user)

/** Exports (outside the nav, opened from the list menu): sales staff and admins (what is exported is still filtered by the exported collection's own access). */
function exportsFor(collection: CollectionConfig, env: Env): CollectionConfig {
  return {
    ...collection,
    access: { ...collection.access, read: canExport, create: canExport, update: () => false, delete: isAdmin },
    upload: { ...(typeof collection.upload === 'object' ? collection.upload : {}), staticDir: path.join(env.dataDir, 'exports') },
  }
}

/** The plugin always adds its imports collection (outside the nav); here nobody uses it. */
function closed(collection: CollectionConfig, env: Env): CollectionConfig {
  return {
    ...collection,
    access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
    upload: { ...(typeof collection.upload === 'object' ? collection.upload : {}), staticDir: path.join(env.dataDir, 'imports') },
  }
}
