import type { Env } from '@/lib/env'
import { sentryOptions } from './sentryOptions'

/**
 * Server-side error reporting, started from instrumentation.ts in the Node.js runtime. Without
 * SENTRY_DSN the SDK is not even loaded, so nothing is initialised and nothing is sent.
 */
export async function startServerErrorReporting(env: Env): Promise<void> {
  if (!env.SENTRY_DSN) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.init({
    ...sentryOptions.server,
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
  })
}
