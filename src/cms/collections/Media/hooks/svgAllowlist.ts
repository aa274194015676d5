/**
 * Which SVG files the media library accepts: drawings only. Payload already refuses SVGs with
 * scripts, event handlers or javascript: links (a list of what is dangerous); this is the
 * stricter list of what is allowed, so a browser feature nobody thought of is refused too.
 * Anything outside a small subset of XML (no DOCTYPE, entities, CDATA or processing
 * instructions besides the XML declaration) is refused rather than interpreted, so the
 * browser cannot read the file differently from this check.
 */

const ELEMENTS = new Set([
  'svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'defs', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'title', 'desc', 'text', 'tspan',
])

const ATTRIBUTES = new Set([
  'xmlns', 'version', 'id', 'class', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y',
  'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'transform', 'offset', 'dx', 'dy',
  'fill', 'fill-opacity', 'fill-rule', 'clip-rule', 'clip-path', 'mask', 'opacity',
  'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray',
  'stroke-dashoffset', 'stroke-opacity', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform',
  'spreadMethod', 'clipPathUnits', 'maskUnits', 'maskContentUnits',
  'font-family', 'font-size', 'font-weight', 'font-style', 'letter-spacing', 'text-anchor', 'dominant-baseline',
  'role', 'aria-label', 'aria-hidden', 'focusable',
])

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g
// The only url() a drawing needs points at its own gradients, clips and masks.
const LOCAL_REFERENCE = /url\(\s*#[\w.-]+\s*\)/g

const TOKEN =
  /<\?xml\s[^?<>]*\?>|<!--(?:(?!--)[\s\S])*-->|<\/([A-Za-z][\w.-]*)\s*>|<([A-Za-z][\w.-]*)((?:\s+[A-Za-z][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|[^<]+/y
const ATTRIBUTE = /([A-Za-z][\w:.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g

function valueProblem(name: string, value: string): string | null {
  if (value.replace(ENTITY, '').includes('&')) return `an entity in the ${name} attribute`
  if (value.replace(LOCAL_REFERENCE, '').toLowerCase().includes('url(')) return `a link outside the file in the ${name} attribute`
  if (name === 'xmlns' && value !== SVG_NAMESPACE) return 'a namespace other than SVG’s'
  return null
}

/** Why the SVG is refused, for the editor; null when every part of it is on the lists. */
export function svgProblem(source: string): string | null {
  const text = source.replace(/^\uFEFF/, '')
  const open: string[] = []
  let root = false
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex
    const match = TOKEN.exec(text)
    if (!match) return `markup this library does not accept near character ${at}`
    const [token, closing, name, attributes = '', selfClosing] = match
    if (closing) {
      if (open.pop() !== closing) return `a </${closing}> that closes nothing`
      continue
    }
    if (!name) {
      if (!token.startsWith('<') && token.replace(ENTITY, '').includes('&')) return 'an entity in the text'
      if (!token.startsWith('<') && token.trim() && open.length === 0) return 'text outside the <svg> element'
      continue
    }
    if (!ELEMENTS.has(name)) return `a <${name}> element`
    if (open.length === 0 && (root || name !== 'svg')) return 'something other than one <svg> at the top'
    root = true
    for (const [, attribute, double, single] of attributes.matchAll(ATTRIBUTE)) {
      if (!attribute || !ATTRIBUTES.has(attribute)) return `the ${attribute} attribute on <${name}>`
      const problem = valueProblem(attribute, double ?? single ?? '')
      if (problem) return problem
    }
    if (!selfClosing) open.push(name)
  }
  if (!root) return 'no <svg> element'
  if (open.length > 0) return `an unclosed <${open.at(-1)}>`
  return null
}

const SPACE = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20])
const LT = 0x3c

/**
 * Whether text of `width`-byte characters (1 for UTF-8, 2 for UTF-16; `low` the offset of the
 * byte that holds an ASCII character, the others being 0) opens with `<` once its leading
 * whitespace, however long, is skipped.
 */
function opensWithTag(data: Buffer, start: number, width: 1 | 2, low: 0 | 1): boolean {
  for (let at = start; at + width <= data.length; at += width) {
    if (width === 2 && data[at + 1 - low] !== 0) return false
    const byte = data[at + low]!
    if (byte === LT) return true
    if (!SPACE.has(byte)) return false
  }
  return false
}

/**
 * Files a browser could read as XML (SVG or not), whatever their name or declared type says:
 * text that opens with `<` after any amount of whitespace, in UTF-8 (byte-order mark or not) or
 * UTF-16, and any text with a UTF-16 byte-order mark (the check reads UTF-8 only, so refuses it).
 * Whatever may stand before the root element (XML declaration, comment, DOCTYPE) opens with `<`.
 * Binary images and PDFs open with a byte that is neither.
 */
export function looksLikeMarkup(data: Buffer): boolean {
  const [first, second, third] = data
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) return true
  const utf8Start = first === 0xef && second === 0xbb && third === 0xbf ? 3 : 0
  return opensWithTag(data, utf8Start, 1, 0) || opensWithTag(data, 0, 2, 0) || opensWithTag(data, 0, 2, 1)
}

/**
 * Whether an upload must pass the allowlist: whatever a browser could render as SVG, by its
 * content, and whatever calls itself SVG by type or name (a text file is served as its name's
 * extension says from local disk, as its stored type says from a bucket).
 */
export function needsSvgCheck(file: { data: Buffer; name: string; mimetype: string }): boolean {
  return /svg/i.test(file.mimetype) || /\.svgz?$/i.test(file.name) || looksLikeMarkup(file.data)
}
