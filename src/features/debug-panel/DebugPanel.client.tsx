'use client'

import { LevaPanel, useCreateStore } from 'leva'

import type { Integrations } from '../integrations/types'
import { useAnalyticsControls } from './useAnalyticsControls'
import { useAttributionControls } from './useAttributionControls'
import { useConsentControls } from './useConsentControls'
import { useIntegrationControls } from './useIntegrationControls'

/**
 * Wide enough for a JSON line to wrap in two or three rows, and never wider than a phone
 * (leva sits fixed 10 px from the top right; 20 px keeps it off the left edge too).
 */
const THEME = { sizes: { rootWidth: 'min(340px, calc(100vw - 20px))', controlWidth: '176px' } }

/**
 * What leva's theme cannot say, for its root (this wrapper's child: leva renders it fixed in
 * place, not in a portal). A phone is shorter than every folder open, so the panel scrolls
 * rather than hiding its last rows; and an unbroken value such as a DSN wraps inside the
 * panel instead of spilling out of it.
 */
const PANEL_CSS =
  '[data-debug-panel] > div { max-height: calc(100dvh - 20px); overflow-y: auto; overflow-wrap: anywhere; }'

/**
 * The debug panel (its 250 ms filter debounce and Cmd+Shift+L are leva's own). Its own
 * store rather than leva's global one: no floating root is created behind our back, and
 * the panel unmounts with this component.
 *
 * The title bar keeps leva's filter (rows whose label contains the text; leva debounces it
 * by 250 ms, components/Leva/Filter.tsx `debounce(setFilter, 250)`). Its shortcut is
 * leva's too: a window keydown listener in the same file,
 * `if (event.key === 'L' && event.shiftKey && event.metaKey) setShowFilter((f) => !f)`,
 * shows the filter input (and focuses it) or hides it (and blurs it). It checks metaKey
 * only: Cmd+Shift+L on a Mac, Meta(Windows/Super)+Shift+L elsewhere; Ctrl+Shift+L does nothing.
 */
export function DebugPanel({ integrations }: { integrations: Integrations }) {
  const store = useCreateStore()
  useConsentControls(store)
  useAttributionControls(store)
  useAnalyticsControls(store)
  useIntegrationControls(store, integrations)

  return (
    <div data-debug-panel="" data-testid="debug-panel">
      <style>{PANEL_CSS}</style>
      <LevaPanel
        store={store}
        theme={THEME}
        collapsed={false}
        titleBar={{ title: 'Debug', drag: true, filter: true }}
      />
    </div>
  )
}
