import { createHash } from 'node:crypto'

// A script element and its raw text. Next escapes `<` inside the data it inlines, so the first
// `</script` closes the element, as it does for the browser's HTML parser.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /\ssrc\s*=/i
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
// Types the browser runs; anything else (JSON-LD, importmap-free data blocks) is inert and needs no hash.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

function isExecutable(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false
  const type = TYPE_ATTRIBUTE.exec(attributes)
  const value = type ? (type[1] ?? type[2] ?? type[3] ?? '') : ''
  return EXECUTABLE_TYPES.has(value.trim().toLowerCase())
}

/**
 * CSP source expressions (`'sha256-…'`) for every inline script the HTML runs, in document order
 * without repeats. The hash covers the script's exact bytes, which is what the browser hashes:
 * the HTML is read as latin1 so each character is one byte, then hashed as those bytes.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const text = html.toString('latin1')
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of text.matchAll(SCRIPT)) {
    if (!isExecutable(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(Buffer.from(body, 'latin1')).digest('base64')}'`)
  }
  return [...hashes]
}
