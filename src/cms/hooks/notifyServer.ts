import { getEnv } from '../../lib/env'
import { signRevalidation } from '../../lib/revalidationSignature'
import { resolvePayloadSecret } from '../../lib/secret'

const NOTIFY_TIMEOUT_MS = 3000

/**
 * A change made outside the Next server (a script using Payload's local API, a separate
 * jobs runner) cannot clear the server's cache itself: it asks the server to, with a
 * request signed by the shared Payload secret. Returns an error message, or null.
 */
export async function notifyServer(tags: string[]): Promise<string | null> {
  const env = getEnv()
  const body = JSON.stringify({ tags })
  const timestamp = Date.now()
  try {
    const response = await fetch(`${env.revalidateUrl}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-revalidate-timestamp': String(timestamp),
        'x-revalidate-signature': signRevalidation(body, timestamp, resolvePayloadSecret(env)),
      },
      body,
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    })
    return response.ok ? null : `the server answered ${response.status}`
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
