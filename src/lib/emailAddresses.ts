/**
 * An email address as it appears in prose. The top-level domain must be letters, so a full stop
 * that ends the sentence ("write to press@cipherwell.com.") stays outside the address, and
 * package names such as `@cipherwell/node` never match.
 */
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g

export type TextPart = { text: string; email: boolean }

/** `text` cut into runs, each an email address or the prose between; joined, they give `text` back. */
export function splitEmailAddresses(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(EMAIL_ADDRESS)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), email: false })
    parts.push({ text: match[0], email: true })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), email: false })
  return parts
}
