import { useId, useRef, useState, type KeyboardEvent } from 'react'

import { tabForKey } from './tabKeys'

/**
 * WAI-ARIA tabs over panels the server rendered: arrow keys, Home and End move between tabs,
 * and only the selected tab is in the tab order. The code tabs and the pricing plan switcher
 * spread these props on their own markup, so the behaviour lives here once.
 */
export function useTabs(count: number) {
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabForKey(event.key, selected, count)
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return {
    selected,
    list: { role: 'tablist', onKeyDown },
    tab: (index: number) => ({
      ref: (button: HTMLButtonElement | null) => {
        buttons.current[index] = button
      },
      type: 'button' as const,
      role: 'tab',
      id: `${id}-tab-${index}`,
      'aria-selected': index === selected,
      'aria-controls': `${id}-panel-${index}`,
      tabIndex: index === selected ? 0 : -1,
      onClick: () => setSelected(index),
    }),
    panel: (index: number) => ({ role: 'tabpanel', id: `${id}-panel-${index}`, 'aria-labelledby': `${id}-tab-${index}` }),
  }
}
