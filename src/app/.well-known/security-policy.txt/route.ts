import { securityPolicyText } from '@/features/security/securityTxt'
import { getEnv } from '@/lib/env'

/** The vulnerability disclosure policy security.txt points to (unless SECURITY_POLICY_URL names another). */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return new Response(securityPolicyText(getEnv()), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  })
}
