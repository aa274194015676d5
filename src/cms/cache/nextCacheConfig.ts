import path from 'node:path'

import type { NextConfig } from 'next'

import { getEnv, type Env } from '../../lib/env'

/** Where Next finds the handler: imported by Node at run time, so plain JavaScript (see cacheEntry.mjs). */
export const CACHE_HANDLER_PATH = path.join(process.cwd(), 'src', 'cms', 'cache', 'nextCacheHandler.mjs')

/**
 * The next.config fields that share Next's cache between instances through Redis
 * (nextCacheHandler.mjs): set when REDIS_URL is, at build time (standalone output freezes
 * the config, hence REDIS_URL among the build stamp's settings). Without Next's own
 * in-memory copy (`cacheMaxMemorySize: 0`) every read goes to the shared store, so a change
 * made through one instance is what every instance serves. Development keeps Next's defaults.
 */
export function nextCacheConfig(
  env: Pick<Env, 'REDIS_URL' | 'NODE_ENV'> = getEnv(),
): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (!env.REDIS_URL || env.NODE_ENV === 'development') return {}
  return { cacheHandler: CACHE_HANDLER_PATH, cacheMaxMemorySize: 0 }
}
