import { startWork } from '../operations/inFlightWork'
import { log } from '../../lib/log'
import { findRedirect } from '@/lib/redirects/match'
import { loadRules } from './loadRules'
import { createRuleTable } from './ruleTable'

/**
 * The proxy's table for this server process. Every page request passes here, so nothing in
 * it may wait unboundedly: see createRuleTable. Refreshes report to the in-flight registry,
 * which /api/ready reads.
 */
const table = createRuleTable({
  load: () => loadRules(),
  onError: (error) =>
    log().warn({
      msg: 'redirect rules not refreshed, keeping the last ones',
      error: error instanceof Error ? error.message : String(error),
    }),
  track: (boundMs) => startWork('redirect rules refresh', boundMs),
})

export async function redirectFor(url: URL) {
  return findRedirect(await table.get(), url)
}
