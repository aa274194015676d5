import { useControls } from 'leva'
import { useEffect, useSyncExternalStore } from 'react'

import { getConsent, subscribeConsent } from '../consent/consentStore'
import type { DebugStore } from './debugStore'
import { readOnly } from './readOnly'

const notOnServer = () => 'pending' as const

/** The visitor's consent status, kept current as they choose or change their mind. */
export function useConsentControls(store: DebugStore): void {
  const status = useSyncExternalStore(subscribeConsent, getConsent, notOnServer)
  const [, set] = useControls('consent', () => ({ state: readOnly(status) }), { store })

  // leva keeps a row's first value when its schema is rebuilt, so later ones are set.
  useEffect(() => set({ state: status }), [set, status])
}
