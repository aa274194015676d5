/**
 * The same-frame link a plain left click follows, or null. A click that asks the browser for
 * something else (a new tab or window, a download, another frame) is left to the browser, so
 * a link that opens an overlay on click still opens its page that way.
 */
export function plainLinkClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  if (!(event.target instanceof Element)) return null
  const link = event.target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  return link
}
