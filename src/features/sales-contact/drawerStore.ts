/**
 * The one open/close mechanism of the sales drawer: anything on the page opens it
 * with a config and the drawer shows while a config is active. A plain module store, not a
 * React context, so callers need no provider and the host that reads it stays tiny.
 */

/** Sales drawer config: where it was opened from, what about, and an optional title. */
export type SalesDrawerConfig = { context: string; topic?: string; title?: string }

/** The page the contact links lead to without JavaScript, and the drawer's stand-in for it. */
export const DEFAULT_CONTACT_URL = '/contact'

let config: SalesDrawerConfig | null = null
let openedFrom: Element[] = []
let contactUrl = DEFAULT_CONTACT_URL
const listeners = new Set<() => void>()

/** The opener and its ancestors, taken while they are all still on the page. */
function pathOf(element: Element | null): Element[] {
  const path: Element[] = []
  for (let node = element; node; node = node.parentElement) path.push(node)
  return path
}

function emit() {
  for (const listener of listeners) listener()
}

/**
 * Open the drawer. `opener` is what focus returns to on close; it defaults to the focused
 * element. A menu may remove the opener as the drawer opens, so its ancestors are kept too.
 */
export function open(next: SalesDrawerConfig, opener?: Element | null): void {
  config = next
  openedFrom = pathOf(opener ?? (typeof document === 'undefined' ? null : document.activeElement))
  emit()
}

export function close(): void {
  if (config === null) return
  config = null
  emit()
}

/** For useSyncExternalStore: the active config, or null while the drawer is closed. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const getSnapshot = (): SalesDrawerConfig | null => config

/** The opener first, then its ancestors (see returnFocus). */
export const getOpenedFrom = (): readonly Element[] => openedFrom

/** The server render and hydration always start closed. */
export const getServerSnapshot = (): null => null

export const getContactUrl = (): string => contactUrl

/**
 * Point the contact links at another page for as long as the caller needs; the returned
 * cleanup puts back the default, so one page's choice never leaks into the next.
 */
export function setContactUrl(url: string): () => void {
  contactUrl = url
  return () => {
    contactUrl = DEFAULT_CONTACT_URL
  }
}
