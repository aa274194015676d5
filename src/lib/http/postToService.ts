import { request } from 'undici'

import { withDeadline } from './deadline'

export type ServiceAnswer = { status: number; ok: boolean; body: string }

/**
 * POST to a third-party service from the server (hCaptcha's siteverify, a CRM) and read its
 * whole answer, giving up after `timeoutMs`. undici's `request` rather than `fetch`: inside
 * Next, `fetch` is Next's cache-aware wrapper around WHATWG fetch, and that layering cost
 * about 1 ms of CPU per call, on every lead (`npm run bench`). Redirects are not followed:
 * these services answer directly, and a redirect is treated as a failed call.
 */
export async function postToService(
  url: string,
  { headers, body, timeoutMs }: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<ServiceAnswer> {
  return withDeadline(timeoutMs, async (signal) => {
    const response = await request(url, { method: 'POST', headers, body, signal })
    const text = await response.body.text()
    return { status: response.statusCode, ok: response.statusCode >= 200 && response.statusCode < 300, body: text }
  })
}
