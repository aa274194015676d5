import { plainLinkClick } from '@/lib/plainLinkClick'

import { getContactUrl, open } from './drawerStore'

/** The contact link a plain click should turn into the drawer, or null (see plainLinkClick). */
function contactLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  const link = plainLinkClick(event)
  if (!link) return null
  if (link.dataset.contactLink !== undefined) return link
  const contact = new URL(getContactUrl(), window.location.href)
  return link.origin === contact.origin && link.pathname === contact.pathname ? link : null
}

/**
 * Every contact link is a real link to the contact page, so it works before and without
 * JavaScript; once this runs, a click opens the drawer instead. One capture-phase listener
 * on the document covers links rendered by the server, by the CMS and by client components
 * alike, and runs before next/link, which leaves a prevented click alone.
 */
export function interceptContactLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = contactLinkOf(event)
    if (!link) return
    event.preventDefault()
    open({ context: link.dataset.context ?? 'link', topic: link.dataset.topic, title: link.dataset.title }, link)
  }
  document.addEventListener('click', onClick, true)
  return () => document.removeEventListener('click', onClick, true)
}
