import type { Instrumentation } from 'next'

/**
 * Runs once when a Next server process starts. Error reporting starts first (when SENTRY_DSN
 * is set), so it sees whatever follows. The process that runs the jobs queues (JOBS_RUNNER,
 * on by default; off when `npm run jobs` runs them instead) boots Payload now, so lead
 * deliveries and scheduled publishing resume right after a restart rather than at the first
 * visitor's request, and releases jobs a killed process left marked as running.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getEnv } = await import('./lib/env')
  const { startServerErrorReporting } = await import('./features/monitoring/startServerErrorReporting')
  await startServerErrorReporting(getEnv())
  if (!getEnv().JOBS_RUNNER) return
  const { startServerJobs } = await import('./cms/jobs/startServerJobs')
  await startServerJobs()
}

/**
 * Errors thrown while rendering or handling a request, reported with Sentry's own hook. The
 * SDK is loaded only when SENTRY_DSN is set; without it there is no client and nothing to send.
 */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getEnv } = await import('./lib/env')
  if (!getEnv().SENTRY_DSN) return
  const { captureRequestError } = await import('@sentry/nextjs')
  captureRequestError(...args)
}
