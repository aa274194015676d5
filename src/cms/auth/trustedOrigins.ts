import type { Env } from '@/lib/env'

/**
 * The origins whose requests may carry the admin's session cookie (Payload's `csrf`) and read
 * the API's answers cross-origin (`cors`): the site's, and the admin's where ADMIN_URL puts it
 * elsewhere. A cookie arriving with any other Origin is ignored, so a page on a sibling
 * subdomain (which SameSite=Lax lets through) cannot write as a signed-in editor. With no
 * SITE_URL (a local start) the loopback names of the port are all this machine's.
 */
export function trustedOrigins(env: Env): string[] {
  const configured = [env.siteUrl, env.ADMIN_URL].filter((url): url is string => Boolean(url))
  const local = env.SITE_URL ? [] : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`)
  return [...new Set([...configured.map((url) => new URL(url).origin), ...local])]
}
