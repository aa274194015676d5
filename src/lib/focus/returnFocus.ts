const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Gives focus back to what opened the dialog (`path` comes from focusPath). An opener inside
 * a menu is usually gone by then (the menu closes as the dialog takes focus), so the nearest
 * ancestor still on the page hands focus to its first focusable element: the dropdown's
 * trigger, the hamburger. Radix alone would drop focus on the body there, sending keyboard
 * users back to the top of the page.
 */
export function returnFocus(path: readonly Element[]): void {
  const survivor = path.find((element) => element.isConnected)
  if (!survivor || survivor === document.body || survivor === document.documentElement) return
  const target = survivor === path[0] ? survivor : survivor.querySelector(FOCUSABLE)
  if (target instanceof HTMLElement || target instanceof SVGElement) target.focus()
}
