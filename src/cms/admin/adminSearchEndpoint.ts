import type { Endpoint } from 'payload'

import { errorAnswer } from '../rest/answers'
import { searchAdmin } from './adminSearch'
import { ADMIN_SEARCH_PATH, parseAdminSearch } from './adminSearchQuery'

/**
 * GET /api/admin-search?q=…: the admin header's search (AdminSearch.client.tsx) across every
 * collection the signed-in person's nav shows, as their access allows (adminSearch.ts).
 * 401 signed out, 400 for a missing or too long query. The answer is theirs alone: no cache
 * keeps it (the REST route sets no-store on every answer too, src/cms/rest/noStore.ts).
 */
export const adminSearchEndpoint: Endpoint = {
  path: ADMIN_SEARCH_PATH,
  method: 'get',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'no-store' }
    if (!req.user) return errorAnswer(401, 'Sign in to search the admin.', headers)
    const parsed = parseAdminSearch(req.searchParams.get('q'))
    if ('error' in parsed) return errorAnswer(400, parsed.error, headers)
    return Response.json(await searchAdmin(req.payload, req.user, parsed.query), { headers })
  },
}
