import { getRedirectRules } from '@/cms/read/redirects'
import { verifyRulesRequest } from '@/features/redirects/rulesRequest'
import { getEnv } from '@/lib/env'
import { resolvePayloadSecret } from '@/lib/secret'

/**
 * The redirect table for src/proxy.ts, which asks its own server every few seconds. Only a
 * request signed with the Payload secret is answered: the rules are content staff's data.
 */
export async function GET(request: Request) {
  if (!verifyRulesRequest(request.headers, resolvePayloadSecret(getEnv()))) {
    return Response.json({ error: 'Invalid or expired signature' }, { status: 401 })
  }
  return Response.json({ rules: await getRedirectRules() }, { headers: { 'cache-control': 'no-store' } })
}
