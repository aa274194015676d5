import path from 'node:path'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import { type CollectionBeforeValidateHook, type CollectionConfig, type Endpoint, type Plugin } from 'payload'

import type { Env } from '../lib/env'
import { isAdmin } from './access/roles'
import { publicError } from './errors'
import { DOWNLOAD_BUTTON, leadExportFormFields } from './exports/exportForm'
import { canExportLeads, leadDownload } from './exports/leadDownload'
import { LEADS, withLeadExportFields, withoutLeftOutColumns } from './exports/leadExportFields'
import { neutraliseFormulas } from './exports/neutraliseFormulas'
import { readableStaff } from './exports/staffNames'
import { refuseRemoteFile } from './storage/refuseRemoteFile'

/** Each batch: the left-out columns dropped, people named, then every cell made safe, names included. */
const readableAndSafe: ExportBeforeHook = async (args) => {
  const kept = await withoutLeftOutColumns(args)
  return neutraliseFormulas({ ...args, data: await readableStaff({ ...args, data: kept }) })
}

/**
 * CSV export of the sales inbox, with Payload's import-export plugin: "Export" in the inbox's
 * list menu downloads every lead that matches the list's filters (or its selection), in its sort,
 * or only the first few when the person asks for that, as the person asking may read them, with
 * readable values (exports/leadExportFields.ts, exports/staffNames.ts) and every cell safe to
 * open in a spreadsheet. The download is built in the request and streamed to whoever asked (no
 * job: the site's one jobs runner drives only its own queues); no file is kept, so no copy of
 * visitors' data is left behind. Nobody imports leads: they arrive only through the site's forms.
 */
export const importExport =
  (env: Env): Plugin =>
  (config) =>
    importExportPlugin({
      collections: [
        {
          slug: LEADS,
          import: false,
          export: { format: 'csv', disableJobsQueue: true, disableSave: true, hooks: { before: readableAndSafe } },
        },
      ],
      overrideExportCollection: ({ collection }) => exportsFor(collection, env),
      overrideImportCollection: ({ collection }) => closed(collection, env),
    })(withLeadExportFields(config))

const canExport = ({ req }: { req: { user?: unknown } }) => canExportLeads(req.user)

/**
 * Creating an export document is refused, through REST, GraphQL and the local API alike. The
 * plugin's create builds the CSV as the document's upload file, kept on disk and served to all
 * who read exports (or queues a job that does); Payload answers a create with the document, never
 * a file, and GraphQL cannot carry one, so a create cannot stream. Downloading is the one way.
 * Create access stays open to sales and admins because the export form is this collection's
 * create form; this hook runs after that access check, so others are still simply refused. A
 * Forbidden (403, logged as a refusal, not an error) with the reason for those who may export.
 */
const refuseStoring: CollectionBeforeValidateHook = () => {
  throw publicError('Forbidden', 'Exports are not stored: download one instead (POST /api/exports/download, the Download button).', 403)
}

/**
 * The plugin's download, behind the checks in exports/leadDownload.ts. Its preview (a page of
 * rows in the export form, read as the requester, nothing kept) is left as it is.
 */
const guardDownload = (endpoint: Endpoint): Endpoint =>
  endpoint.path === '/download' ? { ...endpoint, handler: leadDownload(endpoint.handler) } : endpoint

/**
 * Exports (outside the nav, opened from the list menu): the collection must exist, as the export
 * form is its create form and the download its endpoint, but it holds nothing. Its hooks are
 * replaced, not added to: the plugin's build and keep the file on create (before any access
 * check) or queue a job that does. Admins may delete what an earlier version stored. The form
 * and its Download button are the inbox's (exports/exportForm.ts).
 */
function exportsFor(collection: CollectionConfig, env: Env): CollectionConfig {
  const components = collection.admin?.components
  return {
    ...collection,
    admin: { ...collection.admin, components: { ...components, edit: { ...components?.edit, SaveButton: DOWNLOAD_BUTTON } } },
    fields: leadExportFormFields(collection.fields),
    access: { ...collection.access, read: canExport, create: canExport, update: () => false, delete: isAdmin },
    endpoints: (collection.endpoints || []).map(guardDownload),
    hooks: { beforeOperation: [refuseRemoteFile], beforeValidate: [refuseStoring] },
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
