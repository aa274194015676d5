import { getContactUrl, open } from './drawerStore'

/**
 * The contact link a click should turn into the drawer, or null. Clicks that ask the
 * browser for something else (new tab or window, download, another frame) keep working
 * as links.
 */
function contactLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  if (!(event.target instanceof Element)) return null
  const link = event.target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
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
