const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Hand focus back after the drawer closes (`path` is the opener, then its ancestors).
 * Contact links are not Radix triggers, so Radix cannot do it. When the opener is gone
 * (the mobile menu closes as the drawer opens), the nearest ancestor still on the page
 * gives focus to its first focusable element, such as the menu's toggle, rather than
 * leaving keyboard users at the top of the page.
 */
export function returnFocus(path: readonly Element[]): void {
  const survivor = path.find((element) => element.isConnected)
  if (!survivor || survivor === document.body || survivor === document.documentElement) return
  const target = survivor === path[0] ? survivor : survivor.querySelector(FOCUSABLE)
  if (target instanceof HTMLElement) target.focus()
}
