import { securityTxt } from '@/features/security/securityTxt'
import { getEnv } from '@/lib/env'

/**
 * RFC 9116 security.txt. Rendered per request, so Expires (half a year ahead) is always
 * current and the contact follows the running server's environment, not the build's.
 */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return new Response(securityTxt(getEnv()), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  })
}
