'use client'

import { useRouter } from 'next/navigation'

import { OverlayClose, OverlayDescription, OverlayShell, OverlayTitle } from '@/ui/OverlayShell.client'
import { useOverlayReturn, type OverlayHostProps } from '@/ui/useOverlayReturn'

import { SearchCombobox } from './SearchCombobox.client'

export type SearchDialogProps = OverlayHostProps & {
  /** Counts the openings, so each one starts from an empty field. */
  opening: number
}

const PANEL_MOTION = { from: { opacity: 0, y: -8 }, to: { opacity: 1, y: 0 }, seconds: 0.15 }

/**
 * The search dialog, on the site's one overlay shell: the whole screen on a phone (the
 * keyboard takes half of it), a panel in the upper part of the page from 640 px up.
 */
export function SearchDialog({ open, opening, returnPath, onOpenChange }: SearchDialogProps) {
  const router = useRouter()
  // Opening a result moves the visitor to another page, where focus belongs to that page.
  const { returnTo, leave } = useOverlayReturn(returnPath)

  return (
    <OverlayShell
      open={open}
      onOpenChange={onOpenChange}
      returnTo={returnTo}
      panelMotion={PANEL_MOTION}
      panelProps={{ 'data-search-dialog': '', 'data-testid': 'search-dialog' }}
      panelClassName="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white text-slate-900 outline-none sm:inset-x-4 sm:bottom-auto sm:top-[12vh] sm:mx-auto sm:max-h-[min(36rem,76vh)] sm:max-w-2xl sm:rounded-card sm:shadow-overlay sm:ring-1 sm:ring-slate-900/10"
    >
      <OverlayTitle className="sr-only">Search</OverlayTitle>
      <OverlayDescription className="sr-only">
        Results appear as you type. Use the up and down arrows to choose one and Enter to open it.
      </OverlayDescription>
      <SearchCombobox
        key={opening}
        closeButton={<OverlayClose />}
        onNavigate={(url) => {
          leave()
          onOpenChange(false)
          router.push(url)
        }}
      />
    </OverlayShell>
  )
}
