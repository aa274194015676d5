import { useControls } from 'leva'
import { useEffect, useSyncExternalStore } from 'react'

import { analyticsCalls, subscribeAnalytics } from '../analytics/analytics'
import type { DebugStore } from './debugStore'
import { describeAnalyticsCall } from './describeAnalyticsCall'
import { readOnly } from './readOnly'

const callCount = () => analyticsCalls().length
const noneOnServer = () => 0
const countLabel = (count: number) => `${count} call${count === 1 ? '' : 's'}`

/**
 * This page's analytics calls, one row each, oldest first, under a row that counts them.
 * Calls are only ever appended, so their count is enough to rebuild the rows: leva keeps
 * the rows it has and adds the new ones. The count row always exists, which also keeps
 * the folder in its place (leva orders folders by their first row).
 */
export function useAnalyticsControls(store: DebugStore): void {
  const count = useSyncExternalStore(subscribeAnalytics, callCount, noneOnServer)

  const [, set] = useControls(
    'analytics',
    () => ({
      calls: readOnly(countLabel(count)),
      ...Object.fromEntries(
        analyticsCalls()
          .slice(0, count)
          .map((call, index) => [`call${index + 1}`, readOnly(describeAnalyticsCall(call), `#${index + 1}`)]),
      ),
    }),
    { store },
    [count],
  )

  // leva keeps a row's first value when its schema is rebuilt, so the new count is set.
  useEffect(() => set({ calls: countLabel(count) }), [set, count])
}
