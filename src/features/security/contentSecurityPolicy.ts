import type { Env } from '@/lib/env'

import type { AddedInlineScripts } from './addedInlineScripts'
import { serializePolicy, type Directives } from './serializePolicy'
import { integrationSources } from './integrationSources'

/**
 * The public pages' policy. Scripts: our origin, the hashes of this very page's inline scripts
 * (Next's bootstrap and streamed data; computed from the response body, so prerendered pages
 * stay static), those of the inline scripts the page adds later for a configured integration
 * (`added`, computed when building), and the hosts of configured integrations. No 'unsafe-inline' or 'unsafe-eval'.
 * Styles allow inline because React, Radix and the captcha set style attributes; that cannot run code.
 * `blob:` workers are Sentry's session replay compressor. `frame-ancestors 'self'` keeps the
 * admin's live preview (same origin) possible and every other site out.
 */
export function sitePolicy(env: Env, scriptHashes: string[], added: AddedInlineScripts = {}): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...(env.PLAUSIBLE_SCRIPT_URL && added.PLAUSIBLE_SCRIPT_URL ? [added.PLAUSIBLE_SCRIPT_URL] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  for (const sources of integrationSources(env)) {
    for (const [name, values] of Object.entries(sources)) directives[name]!.push(...values)
  }
  return serializePolicy(directives)
}
