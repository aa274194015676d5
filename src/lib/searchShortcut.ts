/** What the shortcut test reads from a keydown (a KeyboardEvent has all of it). */
export type ShortcutKey = {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
  isComposing?: boolean
  target: EventTarget | null
}

/** Apple keyboards search with ⌘K; everyone else with Ctrl K. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform)
}

/** Where "/" is a character being typed (a field, a rich-text editor) rather than the search shortcut. */
export function isTextField(target: EventTarget | null): boolean {
  if (typeof target !== 'object' || target === null) return false
  const element = target as { tagName?: unknown; isContentEditable?: unknown; getAttribute?: (name: string) => string | null }
  if (element.isContentEditable === true) return true
  if (typeof element.tagName === 'string' && /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)) return true
  return element.getAttribute?.('role') === 'textbox'
}

/**
 * The search shortcut, the same on the site (its search dialog) and in the admin (its search):
 * ⌘K on Apple platforms and Ctrl K elsewhere, from anywhere; "/" too, but only outside text
 * fields. Ctrl K on a Mac stays the text fields' own "delete to end of line".
 */
export function isSearchShortcut(event: ShortcutKey, apple: boolean): boolean {
  if (event.isComposing || event.altKey) return false
  if (event.key.toLowerCase() === 'k' && !event.shiftKey) return apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target)
}

/** The shortcut as `aria-keyshortcuts` says it. */
export const shortcutAttribute = (apple: boolean) => (apple ? 'Meta+K /' : 'Control+K /')

/** The shortcut as a button shows it. */
export const shortcutHint = (apple: boolean) => (apple ? '⌘K' : 'Ctrl K')
