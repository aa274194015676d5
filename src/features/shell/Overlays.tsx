import { getEnv } from '@/lib/env'
import { DemoBookingHost } from '../demo-booking/DemoBookingHost.client'
import { RegisterInterestHost } from '../register-interest/RegisterInterestHost.client'
import { SalesDrawerHost } from '../sales-contact/SalesDrawerHost.client'

/**
 * The conversion overlays every page can open: the sales drawer, the register-interest
 * dialog and the demo-booking modal. Each host is a small listener; the overlay itself is
 * loaded on first open, so none of it weighs on a page's first load.
 */
export function Overlays() {
  const env = getEnv()
  return (
    <>
      <SalesDrawerHost captchaSiteKey={env.HCAPTCHA_SITEKEY} />
      <RegisterInterestHost />
      <DemoBookingHost calendlyUrl={env.CALENDLY_URL} />
    </>
  )
}
