import { getPayload, type SanitizedConfig } from 'payload'

import { FORBIDDEN_MESSAGE, errorAnswer } from './answers'

const WRITES = new Set(['POST', 'PATCH', 'PUT'])

/**
 * Payload reads a whole multipart body (the file included) before it checks who sent it, so
 * an anonymous visitor could make the server take in and buffer a large upload only to be
 * refused. Writes to an upload collection are for signed-in users only (see the collections'
 * access), so an anonymous upload is refused here, from the headers alone, before any of its
 * body is read. Signed-in users then meet Payload's own access rules as before.
 */
export async function refuseAnonymousUpload(
  config: SanitizedConfig,
  slug: readonly string[],
  request: Request,
): Promise<Response | null> {
  if (!WRITES.has(request.method)) return null
  if (!(request.headers.get('content-type') ?? '').includes('multipart/')) return null
  if (!config.collections.some((collection) => collection.slug === slug[0] && collection.upload)) return null
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  return user ? null : errorAnswer(403, FORBIDDEN_MESSAGE)
}
