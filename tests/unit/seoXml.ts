/**
 * A small, strict XML 1.0 reader for tests (no dependency): it throws on anything a feed
 * reader would reject (unclosed or mismatched tags, a raw `<` or stray `&`, duplicate
 * attributes, two roots) and returns the element tree with entities and CDATA decoded.
 */
export type XmlElement = { name: string; attrs: Record<string, string>; children: XmlElement[]; text: string }

const NAME = '[A-Za-z_][\\w.:-]*'
const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g
const OPEN = new RegExp(`^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`)
const ATTR = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g')
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(raw: string, where: string): string {
  if (raw.includes('<')) throw new Error(`raw "<" in ${where}`)
  if (raw.replace(ENTITY, '').includes('&')) throw new Error(`stray "&" in ${where}: ${raw}`)
  return raw.replace(ENTITY, (entity) => {
    const body = entity.slice(1, -1)
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16))
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10))
    return NAMED[body] ?? ''
  })
}

export function parseXml(xml: string): XmlElement {
  let rest = xml.replace(/^\uFEFF?<\?xml[^?]*\?>/, '')
  const stack: XmlElement[] = []
  let root: XmlElement | undefined
  while (rest.length > 0) {
    const top = stack[stack.length - 1]
    const skip = /^(<!--[\s\S]*?-->|<\?[\s\S]*?\?>)/.exec(rest)
    const cdata = /^<!\[CDATA\[([\s\S]*?)\]\]>/.exec(rest)
    const close = new RegExp(`^</(${NAME})\\s*>`).exec(rest)
    const open = OPEN.exec(rest)
    if (skip) {
      rest = rest.slice(skip[0].length)
    } else if (cdata) {
      if (!top) throw new Error('CDATA outside the root element')
      top.text += cdata[1]
      rest = rest.slice(cdata[0].length)
    } else if (close) {
      if (!top || top.name !== close[1]) throw new Error(`</${close[1]}> closes <${top?.name ?? 'nothing'}>`)
      stack.pop()
      rest = rest.slice(close[0].length)
    } else if (open) {
      const [tag, name = '', attrText = '', selfClosing] = open
      if (!top && root) throw new Error(`second root element <${name}>`)
      const attrs: Record<string, string> = {}
      for (const [, key = '', dq, sq] of attrText.matchAll(ATTR)) {
        if (key in attrs) throw new Error(`duplicate attribute ${key} on <${name}>`)
        attrs[key] = decode(dq ?? sq ?? '', `attribute ${key} of <${name}>`)
      }
      const element: XmlElement = { name, attrs, children: [], text: '' }
      if (top) top.children.push(element)
      else root = element
      if (!selfClosing) stack.push(element)
      rest = rest.slice(tag.length)
    } else if (rest.startsWith('<')) {
      throw new Error(`malformed markup at: ${rest.slice(0, 40)}`)
    } else {
      const end = rest.indexOf('<')
      const raw = end === -1 ? rest : rest.slice(0, end)
      if (top) top.text += decode(raw, `<${top.name}>`)
      else if (raw.trim()) throw new Error(`text outside the root element: ${raw.trim().slice(0, 40)}`)
      rest = end === -1 ? '' : rest.slice(end)
    }
  }
  if (stack.length) throw new Error(`unclosed <${stack[stack.length - 1]?.name}>`)
  if (!root) throw new Error('no root element')
  return root
}

/** Direct children called `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name)

/** The trimmed text of the first direct child called `name`, or undefined. */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text.trim()
