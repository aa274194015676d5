'use client'

import { Toaster as HotToaster } from 'react-hot-toast'

import { TOAST_MAX_WIDTH_PX, TOAST_OFFSET_PX } from '@/ui/layoutConstants'
import { useConnectivityToasts } from './useConnectivityToasts'

/** Durations, icons and the 20-toast limit are react-hot-toast's own defaults. */
export function Toaster() {
  useConnectivityToasts()
  return (
    <HotToaster
      position="bottom-right"
      containerStyle={{ top: TOAST_OFFSET_PX, right: TOAST_OFFSET_PX, bottom: TOAST_OFFSET_PX, left: TOAST_OFFSET_PX }}
      toastOptions={{ style: { maxWidth: TOAST_MAX_WIDTH_PX } }}
    />
  )
}
