import { getDomain } from 'tldts'

import type { Env } from './env'

/**
 * The Domain of the consent and attribution cookies: COOKIE_DOMAIN when set, else the
 * registrable domain of SITE_URL by the public suffix list (www.cipherwell.com and
 * app.cipherwell.com share cipherwell.com; shop.example.co.uk shares example.co.uk), so the
 * product's subdomains see the visitor's choice and campaign. Private suffixes count as
 * suffixes (a site on name.github.io never scopes a cookie to every github.io site), and a
 * host with no registrable domain (localhost, an IP address) keeps them host-only.
 */
export function cookieDomain(env: Pick<Env, 'COOKIE_DOMAIN' | 'siteUrl'>): string | undefined {
  if (env.COOKIE_DOMAIN) return env.COOKIE_DOMAIN
  return getDomain(env.siteUrl, { allowPrivateDomains: true }) ?? undefined
}
