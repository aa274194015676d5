import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { getEnv } from '@/lib/env'

let limiter: RateLimiterAbstract | undefined

/**
 * Per-IP limits per form, counted in this process by default and in Redis when REDIS_URL is
 * set, so every instance shares one count. If Redis is unreachable, counting falls back to
 * this process rather than refusing leads.
 */
function getLimiter(): RateLimiterAbstract {
  if (limiter) return limiter
  const env = getEnv()
  const options = {
    points: env.LEAD_RATE_LIMIT,
    duration: env.LEAD_RATE_WINDOW_SECONDS,
    keyPrefix: 'cipherwell:lead-rate',
  }
  const memory = new RateLimiterMemory(options)
  limiter = env.REDIS_URL
    ? new RateLimiterRedis({
        ...options,
        storeClient: new Redis(env.REDIS_URL, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        }),
        insuranceLimiter: memory,
      })
    : memory
  return limiter
}

/** Seconds until the caller may try again, or null when this request is within the limit. */
export async function rateLimited(form: string, ip: string): Promise<number | null> {
  try {
    await getLimiter().consume(`${form}:${ip}`)
    return null
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    throw result
  }
}
