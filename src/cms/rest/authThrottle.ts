import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { clientBucket } from '@/lib/http/clientIp'
import { createRateLimiter } from '@/lib/http/rateLimit'
import { getEnv } from '@/lib/env'

import { errorAnswer } from './answers'
import type { RouteTarget } from './routeTarget'

/** The sign-in routes an attacker drives by the thousand: password guessing, reset-mail floods, unlocking a guessed account. */
export const AUTH_ACTIONS = ['login', 'forgot-password', 'unlock'] as const
export type AuthAction = (typeof AUTH_ACTIONS)[number]

const isAuthAction = (value: string | undefined): value is AuthAction =>
  (AUTH_ACTIONS as readonly (string | undefined)[]).includes(value)

/** The sign-in action a REST request runs: Payload's `/login`, `/forgot-password` or `/unlock` endpoint of an auth collection. */
export function authActionOf(target: RouteTarget | null): AuthAction | null {
  if (!target || target.isGlobal || !('auth' in target.entity) || !target.entity.auth) return null
  const action = target.endpoint?.slice(1)
  return isAuthAction(action) ? action : null
}

const limiters = new Map<AuthAction, RateLimiterAbstract>()

/**
 * AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_SECONDS per client address and action, in Redis with
 * REDIS_URL so every instance shares the count. Payload's own per-account lockout stays (see
 * Users.ts), but it alone lets a password spray try each account a few times and lets anyone
 * lock out an account whose email they know; this count is per address instead.
 */
function limiter(action: AuthAction): RateLimiterAbstract {
  let existing = limiters.get(action)
  if (!existing) {
    const env = getEnv()
    existing = createRateLimiter({
      points: env.AUTH_RATE_LIMIT,
      duration: env.AUTH_RATE_WINDOW_SECONDS,
      keyPrefix: `cipherwell:auth-rate:${action}`,
    })
    limiters.set(action, existing)
  }
  return existing
}

function tooManyAttempts(result: RateLimiterRes): Response {
  const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000))
  return errorAnswer(429, `Too many attempts from your address. Try again in ${seconds} seconds.`, {
    'Retry-After': String(seconds),
  })
}

/**
 * Runs `handle` within the address's allowance for `action`, or answers 429 with Retry-After.
 * Every attempt takes its points (one per attempt it carries) before it runs, so a burst sent
 * at once cannot slip through together. A successful login gives its points back: only
 * failures count, so an office of editors signing in behind one address is never locked out
 * by its own successes.
 */
export async function throttleAuth(
  action: AuthAction,
  headers: Headers,
  handle: () => Promise<Response>,
  { attempts = 1, succeeded = (response: Response) => response.ok }: ThrottleOptions = {},
): Promise<Response> {
  const key = clientBucket(headers)
  try {
    await limiter(action).consume(key, attempts)
  } catch (result) {
    if (result instanceof RateLimiterRes) return tooManyAttempts(result)
    throw result
  }
  const response = await handle()
  if (action === 'login' && (await succeeded(response))) await limiter(action).reward(key, attempts)
  return response
}

type ThrottleOptions = { attempts?: number; succeeded?: (response: Response) => boolean | Promise<boolean> }
