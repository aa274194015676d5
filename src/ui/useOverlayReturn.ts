import { useRef } from 'react'

/** What every overlay's host hands it (src/features/shell/OverlayHosts.client.tsx). */
export type OverlayHostProps = {
  open: boolean
  /** Where focus was when the overlay was asked to open (see focusPath). */
  returnPath: readonly Element[]
  onOpenChange: (open: boolean) => void
}

/**
 * OverlayShell's `returnTo` for an overlay that can send the visitor to another page: focus
 * goes back to `returnPath` (see focusPath) when the overlay just closes, and nowhere once
 * `leave()` was called, since focus then belongs to the new page.
 */
export function useOverlayReturn(returnPath: readonly Element[]) {
  const leaving = useRef(false)
  return {
    returnTo: () => {
      if (!leaving.current) return returnPath
      leaving.current = false
      return null
    },
    leave: () => {
      leaving.current = true
    },
  }
}
