'use client'

import { SearchIcon, useConfig, useRouteTransition } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react'

import { AdminSearchCombobox } from './AdminSearchCombobox.client'
import { isApplePlatform, isSearchShortcut, shortcutAttribute, shortcutHint } from '@/lib/searchShortcut'
import { ADMIN_SEARCH_PATH } from './adminSearchQuery'

function platformName(): string {
  const hints = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData
  return hints?.platform || navigator.platform || navigator.userAgent
}
const onApple = () => isApplePlatform(platformName())
const noSubscription = () => () => {}

/** Another modal (a Payload drawer or confirmation) has the keyboard: the shortcut leaves it alone. */
const otherModalOpen = (own: HTMLDialogElement) =>
  [...document.querySelectorAll('dialog[open], [aria-modal="true"]')].some((element) => element !== own)

/**
 * The admin header's search (Payload's `admin.components.actions`, on every screen): a button,
 * "/" outside text fields, or Ctrl K (⌘K on a Mac) opens a modal dialog over the admin with a
 * combobox that searches every collection the signed-in person may open (GET /api/admin-search).
 * The native <dialog> keeps focus inside while open, closes on Escape or a click beside it, and
 * gives focus back to where it was.
 */
export function AdminSearch() {
  const { config } = useConfig()
  const router = useRouter()
  const { startRouteTransition } = useRouteTransition()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // Each opening starts from an empty field.
  const [opening, setOpening] = useState(0)
  const apple = useSyncExternalStore(noSubscription, onApple, () => false)
  const url = `${config.serverURL ?? ''}${config.routes.api}${ADMIN_SEARCH_PATH}`

  const open = useCallback(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const close = useCallback(() => dialogRef.current?.close(), [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current
      if (!dialog || !isSearchShortcut(event, apple)) return
      if (dialog.open) {
        // Ctrl/⌘ K closes it again, as it opened it; "/" inside is a character of the query.
        if (event.key === '/') return
        event.preventDefault()
        dialog.close()
        return
      }
      if (otherModalOpen(dialog)) return
      event.preventDefault()
      dialog.showModal()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [apple])

  const navigate = (to: string) => {
    close()
    startRouteTransition(() => router.push(to))
  }
  // The dialog fills the viewport's top layer only where its panel is: a click on the dialog itself is beside the panel.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close()
  }

  return (
    <>
      <button
        type="button"
        className="admin-search__button"
        // Its name on narrow screens too, where only the icon shows.
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts={shortcutAttribute(apple)}
        onClick={open}
      >
        <SearchIcon />
        <span>Search</span>
        <kbd className="admin-search__kbd" aria-hidden="true">
          {shortcutHint(apple)}
        </kbd>
      </button>
      <dialog ref={dialogRef} className="admin-search" aria-labelledby={titleId} onClose={() => setOpening((n) => n + 1)} onClick={onDialogClick}>
        <AdminSearchCombobox key={opening} url={url} titleId={titleId} onNavigate={navigate} onClose={close} />
      </dialog>
    </>
  )
}
