'use client'

import { useEffect } from 'react'

import { DemoBookingHost } from '../demo-booking/DemoBookingHost.client'
import { RegisterInterestHost } from '../register-interest/RegisterInterestHost.client'
import { SalesDrawerHost } from '../sales-contact/SalesDrawerHost.client'
import { SearchDialogHost } from '../search-dialog/SearchDialogHost.client'

/**
 * The overlay hosts (sales drawer, register interest, demo booking, search), listening from
 * the moment this chunk arrives. Marks the document once they listen (their effects run before
 * this one), so tests and tools can tell when a contact or search link opens its overlay
 * rather than its page.
 */
export function OverlayHosts({ captchaSiteKey, calendlyUrl }: { captchaSiteKey: string; calendlyUrl: string }) {
  useEffect(() => {
    document.documentElement.dataset.overlaysReady = ''
  }, [])
  return (
    <>
      <SalesDrawerHost captchaSiteKey={captchaSiteKey} />
      <RegisterInterestHost />
      <DemoBookingHost calendlyUrl={calendlyUrl} />
      <SearchDialogHost />
    </>
  )
}
