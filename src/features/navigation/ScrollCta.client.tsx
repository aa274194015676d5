'use client'

import { useSyncExternalStore } from 'react'

import { NAV_CTA_SCROLL_THRESHOLD_PX } from '@/ui/layoutConstants'
import { CmsLink } from '@/ui/CmsLink'

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}
const scrolledPast = () => window.scrollY > NAV_CTA_SCROLL_THRESHOLD_PX

/** The 'Talk to an Expert' call to action that joins the desktop nav once the visitor scrolls past 100 px. */
export function ScrollCta({ href, className }: { href: string; className: string }) {
  const visible = useSyncExternalStore(subscribe, scrolledPast, () => false)
  if (!visible) return null
  return (
    <CmsLink href={href} className={className} data-testid="nav-scroll-cta" data-scroll-cta>
      Talk to an Expert
    </CmsLink>
  )
}
