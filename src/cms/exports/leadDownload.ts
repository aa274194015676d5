import { type PayloadHandler, type PayloadRequest, type Sort, type Where } from 'payload'
import { z } from 'zod'

import { databaseUnavailableReason } from '@/lib/databaseUnavailable'
import { canRetryDelivery } from '../access/inbox'
import { clientErrorStatus } from '../errors'
import { errorAnswer } from '../rest/answers'
import { ROWS } from './exportForm'

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
    name: optional(z.string().max(100).transform((name) => name.replace(/[^\w .()-]/g, '_').trim() || undefined)),
    fields: optional(z.array(z.string().max(100)).max(100)),
    where: optional(z.record(z.string(), z.unknown())),
    sort: optional(z.string().max(100)),
    rows: optional(z.enum([ROWS.all, ROWS.first], 'How many is either “all” or “first”.')),
    limit: optional(z.int().min(0)),
    // The plugin's page of a limited export: still in the form (hidden, 1), never passed on.
    page: optional(z.int().min(1)),
  }),
})

type ExportRequest = z.infer<typeof exportRequest>['data']

/**
 * How many leads to export: a number only when the person chose "Only the first few" and said
 * how many; otherwise every lead that matches. The limit alone is not a choice: the plugin's form
 * filled it with the list's page size. Null when the choice is incomplete.
 */
function limitAskedFor({ rows, limit }: ExportRequest): { limit?: number } | null {
  if (rows !== ROWS.first) return {}
  return limit ? { limit } : null
}

/** The file's name: the form's (or "leads"), and how many leads it holds when not all of them. */
export const exportFileName = (name: string | undefined, limit: number | undefined) =>
  `${name ?? 'leads'}${limit ? `-first-${limit}` : ''}.csv`

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
    const { where = {}, sort, name, fields, collectionSlug } = parsed.data.data
    const limit = limitAskedFor(parsed.data.data)
    if (!limit) return errorAnswer(400, 'Say how many leads to export (1 or more), or choose “Every lead that matches”.')
    const refused = await refusedQuery(req, where as Where, sort)
    if (refused) return refused
    // format: without one the plugin writes JSON. drafts: without "yes" it filters a versioned
    // collection on `_status`, which the inbox (versions, no drafts) has not, and its stream
    // hangs; every lead counts as published, so "with drafts" is every lead. page 1: the first
    // leads, or all of them.
    const data = { collectionSlug, fields, where, sort, ...limit, page: 1, format: 'csv', drafts: 'yes' }
    req.json = () => Promise.resolve({ data })
    const answer = await pluginDownload(req)
    if (!answer.ok) return answer
    // The plugin names every file "<name>-leads.csv"; this one says how many it holds.
    const headers = new Headers(answer.headers)
    headers.set('Content-Disposition', `attachment; filename="${exportFileName(name, limit.limit)}"`)
    return new Response(answer.body, { status: answer.status, headers })
  }
