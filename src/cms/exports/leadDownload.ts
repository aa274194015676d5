import { type PayloadHandler, type PayloadRequest, type Sort, type Where } from 'payload'
import { z } from 'zod'

import { databaseUnavailableReason } from '@/lib/databaseUnavailable'
import { canRetryDelivery } from '../access/inbox'
import { clientErrorStatus } from '../errors'
import { errorAnswer } from '../rest/answers'

/** Who may export the inbox: whoever works it, sales staff and admins. */
export const canExportLeads = (user: unknown) => canRetryDelivery(user)

/** The form sends null for a field left empty. */
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined)

/** What the admin's export form sends (`{data: {...}}`); anything else it holds is dropped. */
const exportRequest = z.object({
  data: z.object({
    collectionSlug: z.literal('leads', 'Only the sales inbox (leads) can be exported.'),
    format: optional(z.literal('csv', 'Leads are exported as CSV only.')),
    // It names the file in Content-Disposition: nothing that could end or add a parameter there.
    name: optional(z.string().max(100).transform((name) => name.replace(/[^\w .()-]/g, '_') || undefined)),
    fields: optional(z.array(z.string().max(100)).max(100)),
    where: optional(z.record(z.string(), z.unknown())),
    sort: optional(z.string().max(100)),
    limit: optional(z.int().min(0)),
    page: optional(z.int().min(1)),
  }),
})

const firstIssue = ({ issues: [issue] }: z.ZodError) =>
  issue?.path.length ? `${issue.message} (at ${issue.path.join('.')})` : `${issue?.message}`

/**
 * The requester's filter and sort, run once before the plugin's stream runs them. The plugin
 * queries inside its response stream, where a failure is an unhandled rejection and the download
 * never ends; run here first, a filter Payload refuses (a path that does not exist or may not be
 * queried) or cannot build (`like: false`) is a 4xx at once. Only a database that is down is
 * left to answer 500: that is the server's fault, not the filter's.
 */
async function refusedQuery(req: PayloadRequest, where: Where, sort: Sort | undefined): Promise<Response | null> {
  try {
    await req.payload.find({ collection: 'leads', where, sort, limit: 1, depth: 0, overrideAccess: false, user: req.user })
    return null
  } catch (error) {
    if (databaseUnavailableReason(error)) throw error
    const status = clientErrorStatus(error)
    if (status) return errorAnswer(status, (error as Error).message)
    return errorAnswer(400, 'This filter or sort cannot be run on the sales inbox.')
  }
}

/**
 * POST /api/exports/download, the export form's "Download": the plugin's own handler (which
 * streams the CSV to the requester, filtered by the inbox's access as the requester, and keeps
 * nothing), behind the checks it lacks: sales staff and admins only, the inbox only, and a body
 * checked before a byte is streamed.
 */
export const leadDownload =
  (pluginDownload: PayloadHandler): PayloadHandler =>
  async (req) => {
    if (!req.user) return errorAnswer(401, 'Sign in to export leads.')
    if (!canExportLeads(req.user)) return errorAnswer(403, 'Only sales staff and admins may export leads.')
    const parsed = exportRequest.safeParse(await req.json?.().catch(() => undefined))
    if (!parsed.success) return errorAnswer(400, firstIssue(parsed.error))
    const { where = {}, sort, ...options } = parsed.data.data
    const refused = await refusedQuery(req, where as Where, sort)
    if (refused) return refused
    // format: without one the plugin writes JSON. drafts: without "yes" it filters a versioned
    // collection on `_status`, which the inbox (versions, no drafts) has not, and its stream
    // hangs; every lead counts as published, so "with drafts" is every lead.
    const data = { ...options, where, sort, format: 'csv', drafts: 'yes' }
    req.json = () => Promise.resolve({ data })
    return pluginDownload(req)
  }
