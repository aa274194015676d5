import type { Integrations } from '../integrations/types'

/**
 * Whether the client root must load at once, after hydration, rather than on the visitor's
 * first intent (issue 36: what a page does not need before interaction loads after it):
 * - an editor's preview, whose tools show at once;
 * - any query string: UTM parameters are captured into attribution before a client-side
 *   navigation can drop them, and ?debug opens its panel;
 * - any third party configured: the consent-gated scripts count a visit that never interacts,
 *   and error reporting must see errors that happen before the first interaction.
 * The site as shipped configures no third party, so its pages load only the framework and the
 * page until the visitor acts. A visitor who must be asked for consent is decided apart
 * (mustAsk.ts), as it needs the time zone.
 */
export function neededAtOnce({
  integrations,
  preview,
  search,
}: {
  integrations: Integrations
  preview: boolean
  search: string
}): boolean {
  if (preview || search !== '') return true
  // The environment's name only labels Sentry's events; it is always set.
  return Object.entries(integrations).some(([key, value]) => key !== 'sentryEnvironment' && Boolean(value))
}
