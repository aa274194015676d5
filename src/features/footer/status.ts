import { z } from 'zod'

/** What the footer's status link shows. */
export type SiteStatus = { indicator: 'none' | 'minor' | 'major' | 'critical' | 'maintenance'; description: string }

export const STATUS_FALLBACK: SiteStatus = { indicator: 'none', description: 'All systems normal' }
export const STATUS_REFRESH_SECONDS = 60
const STATUS_TIMEOUT_MS = 3000

/** The part of a Statuspage `status.json` we read: `{ status: { indicator, description } }`. */
const statusJson = z.object({
  status: z.object({
    indicator: z.enum(['none', 'minor', 'major', 'critical', 'maintenance']),
    description: z.string().trim().min(1).max(120),
  }),
})

export function parseStatus(body: unknown): SiteStatus {
  const parsed = statusJson.safeParse(body)
  return parsed.success ? parsed.data.status : STATUS_FALLBACK
}

type FetchLike = (url: string, init: RequestInit & { next?: { revalidate: number } }) => Promise<Response>

/**
 * The configured status page's indicator, cached by Next for a minute. No URL, a slow or
 * failing server, or an unexpected body all fall back to 'All systems normal': the
 * footer must never break a page.
 */
export async function fetchStatus(url: string | null | undefined, fetchImpl: FetchLike = fetch): Promise<SiteStatus> {
  if (!url) return STATUS_FALLBACK
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      next: { revalidate: STATUS_REFRESH_SECONDS },
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    })
    if (!response.ok) return STATUS_FALLBACK
    return parseStatus(await response.json())
  } catch {
    return STATUS_FALLBACK
  }
}
