import { log } from '../../lib/log'
import { findRedirect } from './match'
import { loadRules } from './loadRules'
import { createRuleTable } from './ruleTable'

/** The proxy's table for this server process. */
const table = createRuleTable({
  load: () => loadRules(),
  onError: (error) =>
    log().warn({
      msg: 'redirect rules not refreshed, keeping the last ones',
      error: error instanceof Error ? error.message : String(error),
    }),
})

export async function redirectFor(url: URL) {
  return findRedirect(await table.get(), url)
}
