import type { IncomingMessage, ServerResponse } from 'node:http'

import { CV_MAX_BYTES } from '@/features/careers/application/schema'

const KB = 1024
const MB = 1024 * KB

/**
 * Every body, unless a path below allows more: nginx's `client_max_body_size 1m`
 * (deploy/nginx.conf) and Next's default limit for server actions. Payload's JSON API and
 * GraphQL, the admin's server functions and pages fall under it.
 */
export const DEFAULT_BODY_LIMIT = 1 * MB
/**
 * The site's own small JSON endpoints. Each still checks its own, smaller limit (32 KB a
 * lead, 40 KB a pipeline batch, 8 KB an analytics event, 4 KB a revalidation, 1 KB a consent
 * record) and answers its own 413; this ceiling is above all of them, so a 50 MB body never
 * gets that far.
 */
export const SMALL_JSON_LIMIT = 64 * KB
/** A CV and the form's text fields with their multipart framing, as src/app/api/careers/apply reads it. */
export const CV_UPLOAD_LIMIT = CV_MAX_BYTES + 64 * KB
/** Editors' images and PDFs through Payload's REST API (signed in); nginx allows the same on /api/media. */
export const MEDIA_UPLOAD_LIMIT = 20 * MB

const SMALL_JSON_PATHS = ['/api/salesForm', '/api/demo', '/api/beta-signup', '/api/consent', '/api/revalidate', '/api/event']
const SMALL_JSON_PREFIXES = ['/api/pipeline/', '/api/chat/']

/**
 * The most bytes a request body to `pathname` may have. Paths are compared as sent: an
 * encoded or otherwise unusual spelling only ever gets the default, never a larger limit.
 */
export function bodyLimitFor(pathname: string): number {
  if (pathname === '/api/careers/apply') return CV_UPLOAD_LIMIT
  if (pathname === '/api/media' || pathname.startsWith('/api/media/')) return MEDIA_UPLOAD_LIMIT
  if (SMALL_JSON_PATHS.includes(pathname) || SMALL_JSON_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return SMALL_JSON_LIMIT
  }
  return DEFAULT_BODY_LIMIT
}

function refuse(res: ServerResponse, limit: number): void {
  if (res.headersSent) return
  res.writeHead(413, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // The rest of the body is never read: the connection cannot carry another request.
    Connection: 'close',
  })
  res.end(JSON.stringify({ error: `The body must be at most ${limit} bytes` }))
}

type Push = (chunk: unknown, encoding?: BufferEncoding) => boolean

/**
 * A body sent without Content-Length (chunked) has no size to check up front. Node's HTTP
 * parser hands each piece of it to `req.push`; until the body is complete the pieces are
 * kept here instead, counted, and given to the request (and `next` called) only once the
 * whole body is known to fit. Past the limit nothing more is kept or read: 413 is answered
 * and the connection closed. At most `limit` bytes are ever held.
 */
function holdUntilComplete(req: IncomingMessage, res: ServerResponse, limit: number, next: () => void): void {
  const push = req.push.bind(req) as Push
  const held: Buffer[] = []
  let size = 0
  let refused = false
  req.push = ((chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return false
    if (chunk === null) {
      req.push = push
      for (const piece of held) push(piece)
      push(null)
      // Outside the parser's callback: the handler starts on a settled request.
      setImmediate(next)
      return false
    }
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding)
    size += piece.byteLength
    if (size > limit) {
      refused = true
      held.length = 0
      refuse(res, limit)
      // False pauses the socket: nothing more of this body is read.
      return false
    }
    held.push(piece)
    return true
  }) as typeof req.push
}

/**
 * Refuses a request body over its path's limit (bodyLimitFor) before the application reads
 * it: from Content-Length at once, or while it arrives when it is chunked. Calls `next` for
 * every other request; a chunked one once its body has arrived whole.
 */
export function limitRequestBody(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const limit = bodyLimitFor((req.url ?? '/').split('?')[0]!)
  // Node's parser has already refused a malformed or conflicting Content-Length (400).
  const declared = req.headers['content-length']
  if (declared !== undefined) {
    if (Number(declared) > limit) return refuse(res, limit)
    return next()
  }
  if (req.headers['transfer-encoding'] === undefined || req.complete) return next()
  holdUntilComplete(req, res, limit, next)
}
