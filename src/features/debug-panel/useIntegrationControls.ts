import { useControls } from 'leva'

import type { Integrations } from '../integrations/types'
import type { DebugStore } from './debugStore'
import { shorten } from './displayText'
import { readOnly } from './readOnly'

/**
 * Each integration's public value, or 'off'. The server sends every key, unset ones as
 * undefined (configuredIntegrations.ts), so the keys of the props are the full list.
 * Fixed for the deployment, so read once.
 */
export function useIntegrationControls(store: DebugStore, integrations: Integrations): void {
  useControls(
    'integrations',
    () =>
      Object.fromEntries(
        Object.entries(integrations).map(([key, value]) => [
          key,
          readOnly(shorten(typeof value === 'string' && value ? value : 'off')),
        ]),
      ),
    { store },
  )
}
