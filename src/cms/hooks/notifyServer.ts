import { getEnv } from '../../lib/env'
import { signRevalidation } from '../../lib/revalidationSignature'
import { resolvePayloadSecret } from '../../lib/secret'

const NOTIFY_TIMEOUT_MS = 3000
/**
 * Pauses before the second and third try. A busy or restarting server (a timeout, a refused
 * connection, a 5xx) usually answers a moment later; a refusal (4xx) will not change.
 */
export const NOTIFY_RETRY_PAUSES_MS = [250, 1_000]

/**
 * A change made outside the Next server (a script using Payload's local API, a separate
 * jobs runner) cannot clear the server's cache itself: it asks the server to, with a
 * request signed by the shared Payload secret. Without it the change stays unseen until the
 * page's own revalidation (an hour), so a failed ask is tried again. Returns an error
 * message, or null.
 */
export async function notifyServer(tags: string[]): Promise<string | null> {
  let problem = await notifyOnce(tags)
  for (const pause of NOTIFY_RETRY_PAUSES_MS) {
    if (!problem?.retry) break
    await new Promise((resolve) => setTimeout(resolve, pause))
    problem = await notifyOnce(tags)
  }
  return problem?.message ?? null
}

async function notifyOnce(tags: string[]): Promise<{ message: string; retry: boolean } | null> {
  const env = getEnv()
  const body = JSON.stringify({ tags })
  // Signed afresh on every try: the server refuses a signature older than a minute.
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
    return response.ok ? null : { message: `the server answered ${response.status}`, retry: response.status >= 500 }
  } catch (error) {
    return { message: error instanceof Error ? error.message : String(error), retry: true }
  }
}
