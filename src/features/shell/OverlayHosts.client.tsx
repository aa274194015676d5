'use client'

import { useEffect } from 'react'

import { DemoBookingHost } from '../demo-booking/DemoBookingHost.client'
import { RegisterInterestHost } from '../register-interest/RegisterInterestHost.client'
import { SalesDrawerHost } from '../sales-contact/SalesDrawerHost.client'

/**
 * The three overlay hosts, listening from the moment this chunk arrives. Marks the document
 * once they listen (their effects run before this one), so tests and tools can tell when a
 * contact link opens the drawer rather than the contact page.
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
    </>
  )
}
