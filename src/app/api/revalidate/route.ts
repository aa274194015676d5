import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { TAGS } from '@/cms/cacheTags'
import { getEnv } from '@/lib/env'
import { verifyRevalidation } from '@/lib/revalidationSignature'
import { resolvePayloadSecret } from '@/lib/secret'

const MAX_BODY_BYTES = 4096
const KNOWN_TAGS = Object.values(TAGS) as [string, ...string[]]
const bodySchema = z.object({ tags: z.array(z.enum(KNOWN_TAGS)).min(1).max(KNOWN_TAGS.length) })

/**
 * Cache expiry requested by a process outside this server (see cms/hooks/notifyServer.ts).
 * Only a request signed with the Payload secret within the last minute is obeyed, and
 * only for the site's own cache tags.
 */
export async function POST(request: Request) {
  const body = await request.text()
  if (body.length > MAX_BODY_BYTES) return Response.json({ error: 'Body too large' }, { status: 413 })
  const timestamp = Number(request.headers.get('x-revalidate-timestamp'))
  const signature = request.headers.get('x-revalidate-signature') ?? ''
  if (!verifyRevalidation(body, timestamp, signature, resolvePayloadSecret(getEnv()))) {
    return Response.json({ error: 'Invalid or expired signature' }, { status: 401 })
  }
  let parsed: z.infer<typeof bodySchema>
  try {
    parsed = bodySchema.parse(JSON.parse(body))
  } catch {
    return Response.json({ error: 'Expected {"tags": [known cache tags]}' }, { status: 400 })
  }
  for (const tag of parsed.tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ revalidated: parsed.tags })
}
