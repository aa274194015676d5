import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import { UPLOAD_BODY_LIMIT } from '@/cms/uploads/uploadLimit'
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
/** Editors' images and PDFs through Payload's REST API (signed in): the one upload setting, which nginx's /api/media follows. */
export const MEDIA_UPLOAD_LIMIT = UPLOAD_BODY_LIMIT

const SMALL_JSON_PATHS = ['/api/salesForm', '/api/demo', '/api/beta-signup', '/api/campaign-form', '/api/consent', '/api/revalidate', '/api/event']
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

/** The longest a refused connection is kept open to read (and throw away) what is still on its way. */
export const LINGER_MS = 2_000
/** A refused connection that sends nothing for this long is closed at once. */
export const LINGER_QUIET_MS = 500

/** Connections answered 413 and closing: a request that still arrives on one is never served. */
const lingering = new WeakSet<Socket>()

/**
 * Node closes a connection answered with `Connection: close` as soon as the answer is written
 * (socket.destroySoon). Input still unread then makes the kernel reset the connection, and a
 * client whose upload is still going (a browser, or a busy test client) can lose the 413 it had
 * not read yet and report a network error instead (EPIPE, ECONNRESET). As nginx does
 * (`lingering_close`), the sending side is shut, what still arrives is read and thrown away, and
 * the socket closes when the client closes its side, after LINGER_QUIET_MS without input, or
 * after LINGER_MS at the most. Nothing is kept: the cost is the bytes of those two seconds.
 */
function closeLingering(socket: Socket): void {
  lingering.add(socket)
  socket.destroySoon = function lingerThenDestroy(this: Socket) {
    // Node's HTTP parser reads the socket's handle directly, so the socket's own idle timer
    // never sees the input: quiet is judged from the count of bytes read.
    let lastBytes = this.bytesRead
    const close = () => {
      clearInterval(quiet)
      clearTimeout(deadline)
      this.destroy()
    }
    const quiet = setInterval(() => {
      if (this.bytesRead === lastBytes) close()
      lastBytes = this.bytesRead
    }, LINGER_QUIET_MS)
    const deadline = setTimeout(close, LINGER_MS)
    this.once('close', close)
    this.once('end', close)
    this.end()
  }
}

function refuse(res: ServerResponse, limit: number): void {
  if (res.headersSent) return
  if (res.socket) closeLingering(res.socket)
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
 * whole body is known to fit. Past the limit nothing more is kept: 413 is answered and the
 * connection closed (after a short linger, see closeLingering). At most `limit` bytes are ever held.
 */
function holdUntilComplete(req: IncomingMessage, res: ServerResponse, limit: number, next: () => void): void {
  const push = req.push.bind(req) as Push
  const held: Buffer[] = []
  let size = 0
  let refused = false
  req.push = ((chunk: unknown, encoding?: BufferEncoding) => {
    // Refused: the rest is thrown away while the connection lingers (closeLingering).
    if (refused) return chunk !== null
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
      return true
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
  // A request pipelined behind a refused body: the connection was told it closes.
  if (lingering.has(req.socket)) return void req.socket.destroy()
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
