import type { Block } from 'payload'

/**
 * Where a row's label comes from: a field path ("heading", "items.0.question"), or a
 * relationship whose document's title is shown ({ path: 'form', collection: 'forms' }) when no
 * field path has text.
 */
export type LabelSource = string | { path: string; collection: string }

const LONGEST = 80

const valueAt = (data: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      data,
    )

const BLOCK_NODES = new Set(['paragraph', 'heading', 'quote', 'list', 'listitem'])

/** The words of a Lexical rich-text value (or of one of its nodes), in order; paragraphs apart. */
function richTextWords(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children, root, type } = node as { text?: unknown; children?: unknown; root?: unknown; type?: unknown }
  if (typeof text === 'string') return text
  if (root) return richTextWords(root)
  const words = Array.isArray(children) ? children.map(richTextWords).join('') : ''
  return typeof type === 'string' && BLOCK_NODES.has(type) ? `${words} ` : words
}

/** A value as one line of label text: text, rich text's words, or a list of words; nothing else. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join(', ')
  return richTextWords(value)
}

/** Shortened to one line of the collapsed row, whole words where it can. */
export function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= LONGEST) return line
  const cut = line.slice(0, LONGEST)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > LONGEST / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

/**
 * A row's label from its own content: the first of `sources` that holds text (the row's
 * blockName, when an editor typed one, comes first). A relationship source is skipped here:
 * its title has to be fetched (RowLabel.client.tsx).
 */
export function labelFromContent(data: unknown, sources: readonly LabelSource[]): string | undefined {
  for (const source of ['blockName', ...sources]) {
    if (typeof source !== 'string') continue
    const text = oneLine(asText(valueAt(data, source)))
    if (text) return text
  }
  return undefined
}

/** The id a relationship source holds in the row's form data, when it holds one. */
export function relatedId(data: unknown, source: LabelSource): string | undefined {
  if (typeof source === 'string') return undefined
  const value = valueAt(data, source.path)
  const id =
    value && typeof value === 'object'
      ? ((value as { id?: unknown; value?: unknown }).id ?? (value as { value?: unknown }).value)
      : value
  return typeof id === 'number' || (typeof id === 'string' && id) ? String(id) : undefined
}

/**
 * An array field's `admin.components` for row labels taken from content (RowLabel.client.tsx),
 * in place of Payload's "Feature 01": the first of `fields` with text, else "<fallback> n".
 */
export const rowLabel = (fields: string[], fallback: string) => ({
  components: { RowLabel: { path: '/cms/admin/RowLabel.client#RowLabel', clientProps: { fields, fallback } } },
})

/**
 * A layout block labelled in the admin by its content ("01 Hero  Encrypt card data at the
 * edge") rather than by an empty name box reading "Untitled": the first of `sources` with text.
 * Payload draws a block row's header with `admin.components.Label`, for blocks as for arrays.
 */
export const withRowLabel = (block: Block, sources: LabelSource[]): Block => ({
  ...block,
  admin: {
    ...block.admin,
    components: {
      ...block.admin?.components,
      Label: {
        path: '/cms/admin/RowLabel.client#BlockRowLabel',
        clientProps: {
          sources,
          blockLabel: typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug,
        },
      },
    },
  },
})
