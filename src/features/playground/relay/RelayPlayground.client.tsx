'use client'

import { useId, useReducer, type KeyboardEvent } from 'react'

import { initialRelayState, relayReducer } from './relayRequest'
import { RelayView } from './RelayView'

/** The Relay playground's island: the preview's markup, now wired to the reducer. Nothing leaves the browser. */
export function RelayPlayground() {
  const id = useId()
  const [state, dispatch] = useReducer(relayReducer, undefined, initialRelayState)
  const onEditorKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return
    event.preventDefault()
    dispatch({ type: 'send' })
  }
  return (
    <RelayView
      id={id}
      state={state}
      on={{
        onText: (text) => dispatch({ type: 'edit', text }),
        onToggle: (path, on) => dispatch({ type: 'toggle', path, on }),
        onSend: () => dispatch({ type: 'send' }),
        onEditorKeyDown,
      }}
    />
  )
}
