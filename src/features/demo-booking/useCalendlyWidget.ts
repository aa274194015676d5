import { useCallback, useEffect, useState } from 'react'

import { calendlySchedulingUrl } from './calendlyUrl'
import { loadCalendlyScript } from './loadCalendlyScript'

export type WidgetStatus = 'loading' | 'ready' | 'failed'

/**
 * Calendly's inline widget for one email, initialised once. It lives in a node of its own
 * because Radix unmounts the dialog's content on close: `attach` puts the same node back on
 * each opening. (The browser reloads an iframe that moves, so Calendly's page inside starts
 * over, still prefilled, but the widget is not initialised again.)
 */
export function useCalendlyWidget(calendlyUrl: string, email: string) {
  const [node] = useState(() => {
    const element = document.createElement('div')
    element.className = 'h-full'
    return element
  })
  const [status, setStatus] = useState<WidgetStatus>('loading')

  useEffect(() => {
    let current = true
    loadCalendlyScript().then(
      (calendly) => {
        if (!current) return
        calendly.initInlineWidget({ url: calendlySchedulingUrl(calendlyUrl), parentElement: node, prefill: { email } })
        setStatus('ready')
      },
      () => {
        if (current) setStatus('failed')
      },
    )
    return () => {
      current = false
    }
  }, [node, calendlyUrl, email])

  const attach = useCallback(
    (container: HTMLDivElement | null) => {
      container?.append(node)
    },
    [node],
  )

  return { status, attach }
}
