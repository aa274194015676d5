const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const focusable = (element: Element | null | undefined): element is HTMLElement | SVGElement =>
  (element instanceof HTMLElement || element instanceof SVGElement) && element.isConnected

/**
 * Gives focus back to what opened the dialog (`path` comes from focusPath). An opener inside
 * a menu is usually gone by then (the menu closes as the dialog takes focus):
 * - a gone panel that names its label (a dropdown's `aria-labelledby`) hands focus to that
 *   label, the dropdown's trigger, wherever the panel was drawn;
 * - otherwise the nearest ancestor still on the page hands focus to its first focusable
 *   element: the hamburger of a closed mobile menu.
 * Radix alone would drop focus on the body there, sending keyboard users back to the top of the page.
 */
export function returnFocus(path: readonly Element[]): void {
  const survivor = path.find((element) => element.isConnected)
  if (survivor === path[0]) {
    if (focusable(survivor)) survivor.focus()
    return
  }
  for (const gone of path) {
    if (gone.isConnected) break
    const label = gone.getAttribute('aria-labelledby')
    const trigger = label ? document.getElementById(label) : null
    if (focusable(trigger) && trigger.matches(FOCUSABLE)) return trigger.focus()
  }
  if (!survivor || survivor === document.body || survivor === document.documentElement) return
  const target = survivor.querySelector(FOCUSABLE)
  if (focusable(target)) target.focus()
}
