import { getEnv } from '../../lib/env'
import { resolvePayloadSecret } from '../../lib/secret'
import type { RedirectRule } from '@/lib/redirects/match'
import { parseRulesAnswer, RULES_PATH, signRulesRequest } from './rulesRequest'

const LOAD_TIMEOUT_MS = 1_000

/**
 * The rules from this server's own endpoint (REVALIDATE_URL, by default 127.0.0.1:PORT).
 * The environment is read here rather than at import, so a bad value fails this load
 * (the proxy keeps its last table) instead of every request. The signal usually ends a slow
 * answer; the rule table does not rely on it and drops any load still unsettled after its own
 * timer (a body that stalls mid-stream, a promise that never settles).
 */
export async function loadRules(fetchImpl: typeof fetch = fetch): Promise<RedirectRule[]> {
  const env = getEnv()
  const response = await fetchImpl(`${env.revalidateUrl}${RULES_PATH}`, {
    headers: signRulesRequest(resolvePayloadSecret(env)),
    cache: 'no-store',
    signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`${RULES_PATH} answered ${response.status}`)
  return parseRulesAnswer(await response.json())
}
