'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import { focusPath } from '@/lib/focus/focusPath'

import type { SearchDialogProps } from './SearchDialog.client'
import { interceptSearchLinks } from './searchLinks'
import { isApplePlatform, isSearchShortcut } from '@/lib/searchShortcut'

/** The dialog (Radix, motion, the combobox and its requests) is fetched on the first open, never with the page. */
const SearchDialog = dynamic(() => import('./SearchDialog.client').then((module) => module.SearchDialog), { ssr: false })

type DialogState = Omit<SearchDialogProps, 'onOpenChange'>

/** Another overlay (the sales drawer, a form dialog) is open: the shortcut leaves it alone. */
const otherOverlayOpen = () => document.querySelector('[role="dialog"]:not([data-search-dialog])') !== null

function platformName(): string {
  const hints = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData
  return hints?.platform || navigator.platform || navigator.userAgent
}

/**
 * Listens, on every page, for the search shortcut and for clicks on the search links, and
 * keeps the dialog's state. Marks the document with the platform's shortcut, which shows the
 * header's hint (⌘K or Ctrl K): without JavaScript there is no shortcut to hint at.
 */
export function SearchDialogHost() {
  const [dialog, setDialog] = useState<DialogState | null>(null)

  useEffect(() => {
    const apple = isApplePlatform(platformName())
    document.documentElement.dataset.searchShortcut = apple ? 'mac' : 'ctrl'
    for (const link of document.querySelectorAll('a[data-search-link]'))
      link.setAttribute('aria-keyshortcuts', apple ? 'Meta+K' : 'Control+K')

    const opened = (current: DialogState | null, path: readonly Element[]): DialogState =>
      current?.open ? current : { open: true, opening: (current?.opening ?? 0) + 1, returnPath: path }
    const open = () => {
      const path = focusPath()
      setDialog((current) => opened(current, path))
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, apple) || otherOverlayOpen()) return
      event.preventDefault()
      const path = focusPath()
      // ⌘K / Ctrl K toggles, as on the sites visitors learned it from; "/" (never typed inside the dialog's field) opens.
      setDialog((current) => (event.key !== '/' && current?.open ? { ...current, open: false } : opened(current, path)))
    }
    window.addEventListener('keydown', onKeyDown)
    const stopLinks = interceptSearchLinks(open)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      stopLinks()
    }
  }, [])

  if (!dialog) return null
  return <SearchDialog {...dialog} onOpenChange={(open) => setDialog((current) => current && { ...current, open })} />
}
