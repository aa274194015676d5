import { z } from 'zod'

import { guardedGet, type GuardOptions } from './guardedRequest'

/** What the footer's status link shows. */
export type SiteStatus = { indicator: 'none' | 'minor' | 'major' | 'critical' | 'maintenance'; description: string }

export const STATUS_FALLBACK: SiteStatus = { indicator: 'none', description: 'All systems normal' }
export const STATUS_REFRESH_SECONDS = 60
const STATUS_TIMEOUT_MS = 3000
/** A Statuspage status.json is about 300 bytes; anything near this is not one. */
export const STATUS_MAX_BYTES = 16 * 1024

/** The part of a Statuspage `status.json` we read: `{ status: { indicator, description } }`. */
const statusJson = z.object({
  status: z.object({
    indicator: z.enum(['none', 'minor', 'major', 'critical', 'maintenance']),
    description: z.string().trim().min(1).max(120),
  }),
})

/** Only the two expected fields, validated; everything else in the body is dropped. */
export function parseStatus(body: unknown): SiteStatus {
  const parsed = statusJson.safeParse(body)
  return parsed.success ? { indicator: parsed.data.status.indicator, description: parsed.data.status.description } : STATUS_FALLBACK
}

/**
 * The configured status page's indicator. The URL is an editor's input fetched by the server,
 * so it goes through guardedGet (https, public addresses only, no redirects, 3 s, 16 KB). No
 * URL, a refused address, a slow or failing server, or an unexpected body all fall back to
 * 'All systems normal': the footer must never break a page.
 */
export async function fetchStatus(url: string | null | undefined, options: Partial<GuardOptions> = {}): Promise<SiteStatus> {
  if (!url) return STATUS_FALLBACK
  try {
    const { status, body } = await guardedGet(url, { timeoutMs: STATUS_TIMEOUT_MS, maxBytes: STATUS_MAX_BYTES, ...options })
    if (status < 200 || status >= 300) return STATUS_FALLBACK
    return parseStatus(JSON.parse(body))
  } catch {
    return STATUS_FALLBACK
  }
}
