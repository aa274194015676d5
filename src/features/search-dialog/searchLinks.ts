import { plainLinkClick } from '@/lib/plainLinkClick'

/** The search link (marked `data-search-link`) a plain click should turn into the dialog, or null (see plainLinkClick). */
export function searchLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  const link = plainLinkClick(event)
  return link?.dataset.searchLink !== undefined ? link : null
}

/**
 * Every search control is a real link to the search page, so it works before and without
 * JavaScript; once this runs, a click opens the dialog instead. A capture-phase listener on
 * the document runs before the controls' own handlers (the mobile menu closes itself on the
 * same click) and covers links rendered anywhere.
 */
export function interceptSearchLinks(onOpen: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (!searchLinkOf(event)) return
    event.preventDefault()
    onOpen()
  }
  document.addEventListener('click', onClick, true)
  return () => document.removeEventListener('click', onClick, true)
}
