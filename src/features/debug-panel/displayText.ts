/**
 * The panel is 340 px wide at most (a 375 px phone keeps a margin), so every value is cut
 * to a few lines; the full data is one `localStorage`/`document.cookie` read away.
 */
export const MAX_VALUE_LENGTH = 96

/** Cuts `text` to `max` characters, the last one an ellipsis. */
export function shorten(text: string, max = MAX_VALUE_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`
}

/**
 * JSON on one line with a space after each `,` and `:`, so a long record wraps between its
 * fields in the panel's narrow column instead of overflowing it. Structural whitespace only:
 * newlines inside strings are escaped by JSON.stringify, so no value is altered.
 */
export function spacedJson(value: unknown): string {
  return JSON.stringify(value, null, 1)?.replace(/\n\s*/g, ' ') ?? String(value)
}
