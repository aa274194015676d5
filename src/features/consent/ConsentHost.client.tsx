'use client'

import { useEffect, useState } from 'react'

import { ConsentBanner } from './ConsentBanner.client'
import type { ConsentChoice } from './consentState'
import { chooseConsent, getConsent } from './consentStore'

/** Links that reopen the consent choice ('Cookie settings'); without JavaScript they lead to the cookie policy. */
export const COOKIE_SETTINGS_SELECTOR = '[data-cookie-settings]'

/**
 * Shows the banner while the visitor has not chosen, and again whenever a Cookie settings
 * link is followed, so a choice can be changed or withdrawn at any time.
 */
export function ConsentHost() {
  // Renders only in the browser, once ClientRoot has configured and settled the consent.
  const [open, setOpen] = useState(() => getConsent() === 'pending')

  useEffect(() => {
    const reopen = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(COOKIE_SETTINGS_SELECTOR)) return
      event.preventDefault()
      setOpen(true)
    }
    document.addEventListener('click', reopen, true)
    document.documentElement.dataset.consentReady = ''
    return () => document.removeEventListener('click', reopen, true)
  }, [])

  if (!open) return null
  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice)
    setOpen(false)
  }
  return <ConsentBanner onChoose={choose} />
}
