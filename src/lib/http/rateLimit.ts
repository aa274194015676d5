import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { getEnv } from '@/lib/env'
import { addressBucket } from '@/lib/ipAddress'

/**
 * `lead`: forms a person fills in (LEAD_RATE_LIMIT per LEAD_RATE_WINDOW_SECONDS).
 * `beacon`: what pages send by themselves (analytics, error reports, consent records, chat
 * identity): a busy page sends a few a minute, and one office behind a NAT shares an
 * address, so the allowance is far larger, yet a flood from one address still stops.
 * `search`: the site search (SEARCH_RATE_LIMIT a minute): a request per pause in typing.
 */
export type RateLimitPolicy = 'lead' | 'beacon' | 'search'
export const BEACON_LIMIT = { points: 600, duration: 60 }

const limiters = new Map<RateLimitPolicy, RateLimiterAbstract>()

/**
 * Per-IP limits per form, counted in this process by default and in Redis when REDIS_URL is
 * set, so every instance shares one count. If Redis is unreachable, counting falls back to
 * this process rather than refusing leads.
 */
function getLimiter(policy: RateLimitPolicy): RateLimiterAbstract {
  const existing = limiters.get(policy)
  if (existing) return existing
  const env = getEnv()
  const allowance = {
    lead: { points: env.LEAD_RATE_LIMIT, duration: env.LEAD_RATE_WINDOW_SECONDS },
    beacon: BEACON_LIMIT,
    search: { points: env.SEARCH_RATE_LIMIT, duration: 60 },
  }[policy]
  const options = { ...allowance, keyPrefix: policy === 'lead' ? 'cipherwell:lead-rate' : `cipherwell:${policy}-rate` }
  const limiter = createRateLimiter(options)
  limiters.set(policy, limiter)
  return limiter
}

/** One connection for every limiter of this process (each policy and sign-in action has its own key prefix). */
let redis: Redis | undefined
const sharedRedis = (url: string) =>
  (redis ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }))

/** A limiter kept in this process, or in Redis with REDIS_URL (this process's count standing in while Redis is unreachable). */
export function createRateLimiter(options: { points: number; duration: number; keyPrefix: string }): RateLimiterAbstract {
  const { REDIS_URL } = getEnv()
  const memory = new RateLimiterMemory(options)
  return REDIS_URL
    ? new RateLimiterRedis({ ...options, storeClient: sharedRedis(REDIS_URL), insuranceLimiter: memory })
    : memory
}

/**
 * Seconds until the caller may try again, or null when this request is within the limit.
 * An IPv6 client is counted by its /64 (addressBucket): rotating the low bits is no way around it.
 */
export async function rateLimited(form: string, ip: string, policy: RateLimitPolicy = 'lead'): Promise<number | null> {
  try {
    await getLimiter(policy).consume(`${form}:${addressBucket(ip)}`)
    return null
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    throw result
  }
}
