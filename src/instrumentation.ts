/**
 * Runs once when a Next server process starts. The process that runs the lead queue
 * (JOBS_RUNNER, on by default) boots Payload now, so deliveries resume right after a
 * restart rather than at the first visitor's request, and releases jobs a killed process
 * left marked as running.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getEnv } = await import('./lib/env')
  if (!getEnv().JOBS_RUNNER) return
  const { startLeadQueue } = await import('./cms/jobs/startLeadQueue')
  await startLeadQueue()
}
