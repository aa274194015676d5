import { createHash } from 'node:crypto'

import * as nextPlausible from 'next-plausible'
import type { ReactElement } from 'react'

import { PLAUSIBLE_PROVIDER_PROPS } from '@/features/analytics/plausiblePaths'

type InlineScriptProps = { id?: string; dangerouslySetInnerHTML?: { __html?: string } }
type Provider = typeof nextPlausible.default

/** Inline scripts the page's JavaScript adds after load, by the setting that turns each on. */
export type AddedInlineScripts = { PLAUSIBLE_SCRIPT_URL?: string }

/**
 * Hashes of the inline scripts the page's JavaScript adds after it has loaded, which are not in
 * the HTML for inlineScriptHashes to find: next-plausible's init script (window.plausible's
 * queue). Its text is taken from the installed provider, rendered with the page's own props, so
 * an upgrade that changes the text changes the hash. Computed when building (the server reads
 * the result, scripts/lib/standalone.ts), since the server bundle cannot load the client library.
 */
export function addedInlineScripts(): AddedInlineScripts {
  return { PLAUSIBLE_SCRIPT_URL: hash(plausibleInitScript()) }
}

function plausibleInitScript(): string {
  // The package is CommonJS with an `exports.default`: Node's loader hands it over one level down.
  const imported = nextPlausible as unknown as { default: Provider | { default: Provider } }
  const PlausibleProvider = typeof imported.default === 'function' ? imported.default : imported.default.default
  const rendered = PlausibleProvider(PLAUSIBLE_PROVIDER_PROPS) as ReactElement<{ children?: unknown }>
  for (const child of [rendered.props.children].flat()) {
    const props = (child as { props?: InlineScriptProps } | null)?.props
    if (props?.id === 'next-plausible-init' && props.dangerouslySetInnerHTML?.__html) return props.dangerouslySetInnerHTML.__html
  }
  throw new Error('next-plausible rendered no init script: the Content-Security-Policy cannot allow it')
}

const hash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
