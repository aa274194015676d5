'use client'

import { useEffect } from 'react'
import toast from 'react-hot-toast'

/** One toast id, so coming back online replaces the offline warning instead of stacking. */
const CONNECTIVITY_TOAST = 'connectivity'

/**
 * Tell visitors when their connection drops and returns: forms and navigation would
 * otherwise fail without a word.
 */
export function useConnectivityToasts() {
  useEffect(() => {
    const offline = () => toast.error('You are offline. Check your connection.', { id: CONNECTIVITY_TOAST })
    const online = () => toast.success('Back online', { id: CONNECTIVITY_TOAST })
    // The client root may arrive while the browser is offline (its chunk from the cache): say so at once.
    if (!navigator.onLine) offline()
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])
}
