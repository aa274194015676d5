import { errorAnswer } from './answers'

const WRITES = new Set(['POST', 'PATCH', 'PUT'])

const hasBody = (request: Request) => request.body !== null && request.headers.get('content-length') !== '0'

/**
 * Payload parses a write's body only when it is JSON (`application/json`, compared exactly) or
 * multipart; any other body leaves the operation without data, and it fails on the first
 * field it reads (500). The one other body it reads is the admin's form-encoded query sent as
 * POST with `X-Payload-HTTP-Method-Override: GET`. A JSON body that is not an object (null,
 * a string, a list) breaks the operations the same way, so it is refused here too.
 *
 * Returns the answer refusing the request, or the request to hand over, its body unread: the
 * check reads a clone. (A fresh `new Request(request, …)` is not an option: in the server
 * the request is Next's, built on another copy of the Request class, and undici's constructor
 * then fails on its private state, a 500 on every JSON write.)
 */
export async function checkBodyType(request: Request): Promise<Response | Request> {
  if (!WRITES.has(request.method) || !hasBody(request)) return request
  const contentType = request.headers.get('content-type') ?? ''
  const [mediaType = ''] = contentType.split(';', 1)
  if (mediaType.includes('multipart/')) return request
  const override =
    request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (override === 'GET' && contentType === 'application/x-www-form-urlencoded') return request
  if (mediaType !== 'application/json') {
    return errorAnswer(415, 'Send the body as application/json or multipart/form-data.')
  }
  const text = await request.clone().text()
  if (text && !isJsonObject(text)) return errorAnswer(400, 'The body must be a JSON object.')
  return request
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    // Payload answers a syntax error itself (400 "Invalid JSON").
    return true
  }
}
