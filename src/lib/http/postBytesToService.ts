import { request } from 'undici'

import { withDeadline } from './deadline'

export type ServiceStatus = { status: number; headers: Record<string, string | string[] | undefined> }

/**
 * POST a body exactly as received (bytes, not text) to a third-party service, giving up after
 * `timeoutMs`: postToService's sibling for relays such as the error-reporting tunnel, which
 * must not re-encode what it forwards. The answer's body is read and dropped (it frees the
 * connection); callers get its status and headers only. Redirects are not followed.
 */
export async function postBytesToService(
  url: string,
  { headers, body, timeoutMs }: { headers: Record<string, string>; body: Uint8Array; timeoutMs: number },
): Promise<ServiceStatus> {
  return withDeadline(timeoutMs, async (signal) => {
    const response = await request(url, { method: 'POST', headers, body, signal })
    await response.body.dump()
    return { status: response.statusCode, headers: response.headers }
  })
}
