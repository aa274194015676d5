type Node = { type?: unknown; tag?: unknown }
type Editor = { root: { children: Node[] } }

const isEditor = (value: unknown): value is Editor =>
  typeof value === 'object' && value !== null && Array.isArray((value as { root?: { children?: unknown } }).root?.children)

/**
 * A story's rich text cut just before its last section (its last h2), so the customer's own
 * words stand between the work and its result: [before, from there]. A story of one section,
 * or a draft that is not rich text yet, stays whole: [content, null].
 */
export function splitBeforeLastSection(content: unknown): [unknown, unknown] {
  if (!isEditor(content)) return [content, null]
  const { children } = content.root
  const at = children.findLastIndex((node) => node?.type === 'heading' && node.tag === 'h2')
  if (at <= 0) return [content, null]
  const part = (nodes: Node[]) => ({ ...content, root: { ...content.root, children: nodes } })
  return [part(children.slice(0, at)), part(children.slice(at))]
}
