import { useCallback, useEffect, useState } from 'react'

import { calendlySchedulingUrl } from './calendlyUrl'
import { loadCalendlyScript } from './loadCalendlyScript'

export type WidgetStatus = 'loading' | 'ready' | 'failed'

type Widget = { node: HTMLDivElement; status: WidgetStatus; settled: Promise<void> }

/**
 * Every widget this page has initialised, by scheduling link and email. The spec initialises
 * the widget once per email, so an email that comes back (A, then B, then A again) finds its
 * widget as it was, even though the modal was remounted for B in between. A widget whose
 * script failed is forgotten, so the next opening tries again.
 */
const widgets = new Map<string, Widget>()

function widgetFor(calendlyUrl: string, email: string): Widget {
  const key = JSON.stringify([calendlyUrl, email])
  const known = widgets.get(key)
  if (known) return known
  const node = document.createElement('div')
  node.className = 'h-full'
  const widget: Widget = { node, status: 'loading', settled: Promise.resolve() }
  widget.settled = loadCalendlyScript().then(
    (calendly) => {
      calendly.initInlineWidget({ url: calendlySchedulingUrl(calendlyUrl), parentElement: node, prefill: { email } })
      widget.status = 'ready'
    },
    () => {
      widget.status = 'failed'
      widgets.delete(key)
    },
  )
  widgets.set(key, widget)
  return widget
}

/**
 * Calendly's inline widget for one email. It lives in a node of its own because Radix
 * unmounts the dialog's content on close: `attach` puts the same node back on each opening.
 * (The browser reloads an iframe that moves, so Calendly's page inside starts over, still
 * prefilled, but the widget is not initialised again.)
 */
export function useCalendlyWidget(calendlyUrl: string, email: string) {
  const [widget] = useState(() => widgetFor(calendlyUrl, email))
  const [status, setStatus] = useState<WidgetStatus>(widget.status)

  useEffect(() => {
    let current = true
    void widget.settled.then(() => {
      if (current) setStatus(widget.status)
    })
    return () => {
      current = false
    }
  }, [widget])

  // Stable, so React does not call it again on each render: moving the node reloads its iframe.
  const attach = useCallback(
    (container: HTMLDivElement | null) => {
      container?.append(widget.node)
    },
    [widget],
  )

  return { status, attach }
}
