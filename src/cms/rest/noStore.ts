import type { RouteTarget } from './routeTarget'

const carriesSession = (request: Request) =>
  request.headers.has('authorization') || /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

/**
 * The CMS API answers with what only its reader may see (leads, accounts, drafts, a sign-in's
 * token), so no browser or proxy cache may keep an answer: `Cache-Control: no-store`. The one
 * exception is a file of an upload collection fetched without a session (a published image,
 * which the image optimiser and browsers may cache as Payload leaves it).
 */
export function noStore(target: RouteTarget | null, request: Request, response: Response): Response {
  const publicFile = target?.endpoint === '/file/:filename' && !carriesSession(request)
  if (publicFile) return response
  try {
    response.headers.set('Cache-Control', 'no-store')
    return response
  } catch {
    // A Response whose headers are immutable (a redirect): copied with the header added.
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'no-store')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
