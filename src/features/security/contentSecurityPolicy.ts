import type { Env } from '@/lib/env'

import { integrationSources } from './integrationSources'

type Directives = Record<string, string[]>

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values)].join(' '))
    .join('; ')
}

/**
 * The public pages' policy. Scripts: our origin, the hashes of this very page's inline scripts
 * (Next's bootstrap and streamed data; computed from the response body, so prerendered pages
 * stay static), and the hosts of configured integrations. No 'unsafe-inline' or 'unsafe-eval'.
 * Styles allow inline because React, Radix and the captcha set style attributes; that cannot run code.
 * `blob:` workers are Sentry's session replay compressor. `frame-ancestors 'self'` keeps the
 * admin's live preview (same origin) possible and every other site out.
 */
export function sitePolicy(env: Env, scriptHashes: string[]): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
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
  return serialize(directives)
}

/**
 * Payload's admin: its own, looser policy. It is a large client application we do not build
 * (rich-text editor, drag and drop, code fields) and only signed-in staff use it, so inline
 * scripts and eval are allowed there; framing, plugins, base and form targets stay locked.
 */
export function adminPolicy(): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}
