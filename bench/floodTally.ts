/** How the flood's answers split: acknowledged leads, refusals by the app or by the proxy, anything else. */
export type FloodTally = {
  sent: number
  accepted: number
  /** 429 from the app's per-address, per-form limit. */
  appLimited: number
  /** 429 from the proxy's limit_req, before the app saw the request. */
  proxyLimited: number
  other: number
  errors: number
}

export const emptyTally = (): FloodTally => ({
  sent: 0,
  accepted: 0,
  appLimited: 0,
  proxyLimited: 0,
  other: 0,
  errors: 0,
})

/**
 * Which count an answer adds to. Both limits answer the same JSON 429; what tells them apart is
 * that deploy/nginx.conf marks every answer it proxied with X-Cache-Status (BYPASS on the API),
 * while its own refusals, made in a location with headers of its own, carry none.
 */
export function classifyAnswer(
  status: number,
  via: { proxy: boolean; cacheStatusHeader: boolean },
): Exclude<keyof FloodTally, 'sent' | 'errors'> {
  if (status >= 200 && status < 300) return 'accepted'
  if (status !== 429) return 'other'
  return via.proxy && !via.cacheStatusHeader ? 'proxyLimited' : 'appLimited'
}
