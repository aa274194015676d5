type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

/** Nodes whose content stands as its own line in plain text. */
const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote', 'code'])

function textOf(node: LexicalNode): string {
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return '\t'
  if (typeof node.text === 'string') return node.text
  const children = Array.isArray(node.children) ? (node.children as LexicalNode[]) : []
  const inner = children.map(textOf).join('')
  return BLOCKS.has(String(node.type)) ? `${inner}\n` : inner
}

/**
 * Lexical rich text as plain text, one line per paragraph, heading or list item: what
 * structured data wants where HTML would be read literally. Anything unexpected gives ''.
 */
export function lexicalToPlainText(data: unknown): string {
  const root = (data as { root?: LexicalNode } | null | undefined)?.root
  if (!root || typeof root !== 'object') return ''
  return textOf(root)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}
