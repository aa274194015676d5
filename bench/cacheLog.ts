/**
 * deploy/nginx.conf's access log holds one JSON object a line with the request's path and its
 * `cache` status ($upstream_cache_status). Counting them shows how many of a run's requests
 * the micro-cache answered itself.
 */
export function cacheStatuses(log: string, path: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const line of log.split('\n')) {
    if (!line.trim()) continue
    const entry = JSON.parse(line) as { path?: unknown; cache?: unknown }
    if (entry.path !== path) continue
    const status = typeof entry.cache === 'string' && entry.cache !== '' ? entry.cache : 'none'
    counts[status] = (counts[status] ?? 0) + 1
  }
  return counts
}

/**
 * Answered from the cache: HIT, or the stored copy while one background request refreshes it
 * (UPDATING, STALE). MISS, EXPIRED, BYPASS and the rest went to the server.
 */
const FROM_CACHE = new Set(['HIT', 'UPDATING', 'STALE'])

/** The share of requests the cache answered itself, 0–1 (NaN when there were none). */
export function fromCacheShare(counts: Record<string, number>): number {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  const cached = Object.entries(counts).reduce((sum, [status, n]) => sum + (FROM_CACHE.has(status) ? n : 0), 0)
  return total === 0 ? Number.NaN : cached / total
}

export const servedFromCache = (status: string) => FROM_CACHE.has(status)
