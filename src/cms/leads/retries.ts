/** Deliveries keep being retried for at least this long before a lead needs a person. */
export const RETRY_HORIZON_MS = 24 * 60 * 60 * 1000

/**
 * Payload waits `2^n × base` before retry n+1, so n retries cover base × (2^n − 1).
 * The count is the smallest that reaches the horizon: 11 retries (about 34 hours) at the
 * default one-minute base; more when tests shorten the base.
 */
export function retriesFor(baseDelayMs: number, horizonMs = RETRY_HORIZON_MS): number {
  return Math.ceil(Math.log2(horizonMs / baseDelayMs + 1))
}

export const totalBackoffMs = (baseDelayMs: number, retries: number) => baseDelayMs * (2 ** retries - 1)
