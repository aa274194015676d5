'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * The year from the visitor's clock, so a page built in December still says the new
 * year in January without a rebuild; the server's year is used until hydration.
 */
export function CopyrightYear({ serverYear }: { serverYear: number }) {
  const year = useSyncExternalStore(noSubscription, () => new Date().getFullYear(), () => serverYear)
  return <>{year}</>
}
