import type { Block, Field } from 'payload'

import { RICH_TEXT_BLOCKS } from '../../../editorBlocks'

export const MEDIA = 'media'

/** Blocks named by slug (`blockReferences`) are defined once in the config; this finds them. */
export type BlockLookup = (slug: string) => Block | undefined

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

const targetsMedia = (relationTo: string | string[]) =>
  Array.isArray(relationTo) ? relationTo.includes(MEDIA) : relationTo === MEDIA

function blocksOf(field: Extract<Field, { type: 'blocks' }>, lookup: BlockLookup): Block[] {
  const referenced = (field.blockReferences ?? []).map((ref) => (typeof ref === 'string' ? lookup(ref) : ref))
  return [...field.blocks, ...referenced].filter((block): block is Block => Boolean(block))
}

/**
 * Whether a document with these fields can point at media: an upload or relationship to
 * media anywhere (groups, tabs, arrays, blocks), or rich text, whose upload node may embed
 * any upload collection.
 */
export function mayReferenceMedia(fields: Field[], lookup: BlockLookup, seen = new Set<Block>()): boolean {
  return fields.some((field) => {
    switch (field.type) {
      case 'upload':
      case 'relationship':
        return targetsMedia(field.relationTo)
      case 'richText':
        return true
      case 'tabs':
        return field.tabs.some((tab) => mayReferenceMedia(tab.fields, lookup, seen))
      case 'group':
      case 'array':
      case 'row':
      case 'collapsible':
        return mayReferenceMedia(field.fields, lookup, seen)
      case 'blocks':
        return blocksOf(field, lookup).some((block) => {
          if (seen.has(block)) return false
          seen.add(block)
          return mayReferenceMedia(block.fields, lookup, seen)
        })
      default:
        return false
    }
  })
}

/** A media id from an upload value: an id, a populated document, or `{ relationTo, value }`. */
function mediaId(value: unknown, relationTo: string | string[]): number | undefined {
  if (value === null || value === undefined) return undefined
  if (Array.isArray(relationTo)) {
    if (!isObject(value) || value.relationTo !== MEDIA) return undefined
    return mediaId(value.value, MEDIA)
  }
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  if (isObject(value)) return mediaId(value.id, MEDIA)
  return undefined
}

/**
 * Upload and relationship nodes anywhere in a Lexical document that point at media, and the
 * media fields of the editor's own blocks inside it (an image with a caption), read through
 * each block's config like any other block.
 */
function collectFromRichText(node: unknown, into: Set<number>, lookup: BlockLookup) {
  if (Array.isArray(node)) {
    for (const child of node) collectFromRichText(child, into, lookup)
    return
  }
  if (!isObject(node)) return
  if ((node.type === 'upload' || node.type === 'relationship') && node.relationTo === MEDIA) {
    const id = mediaId(node.value, MEDIA)
    if (id !== undefined) into.add(id)
  }
  if ((node.type === 'block' || node.type === 'inlineBlock') && isObject(node.fields)) {
    const block = RICH_TEXT_BLOCKS.find((candidate) => candidate.slug === (node.fields as Data).blockType)
    if (block) collectMediaIds(block.fields, node.fields, lookup, into)
  }
  for (const value of Object.values(node)) if (typeof value === 'object') collectFromRichText(value, into, lookup)
}

/**
 * Every media id a document's data points at, as stored (depth 0) or populated. Walks the
 * field config rather than the data, so only real references count, wherever they sit.
 */
export function collectMediaIds(
  fields: Field[],
  data: unknown,
  lookup: BlockLookup,
  into = new Set<number>(),
): Set<number> {
  if (!isObject(data)) return into
  for (const field of fields) {
    switch (field.type) {
      case 'upload':
      case 'relationship': {
        if (!targetsMedia(field.relationTo)) break
        const value = data[field.name]
        for (const item of Array.isArray(value) ? value : [value]) {
          const id = mediaId(item, field.relationTo)
          if (id !== undefined) into.add(id)
        }
        break
      }
      case 'richText':
        collectFromRichText(data[field.name], into, lookup)
        break
      case 'group':
        collectMediaIds(field.fields, 'name' in field && field.name ? data[field.name] : data, lookup, into)
        break
      case 'row':
      case 'collapsible':
        collectMediaIds(field.fields, data, lookup, into)
        break
      case 'tabs':
        for (const tab of field.tabs)
          collectMediaIds(tab.fields, 'name' in tab && tab.name ? data[tab.name] : data, lookup, into)
        break
      case 'array': {
        const rows = data[field.name]
        if (Array.isArray(rows)) for (const row of rows) collectMediaIds(field.fields, row, lookup, into)
        break
      }
      case 'blocks': {
        const rows = data[field.name]
        if (!Array.isArray(rows)) break
        const blocks = blocksOf(field, lookup)
        for (const row of rows) {
          const block = isObject(row) ? blocks.find((candidate) => candidate.slug === row.blockType) : undefined
          if (block) collectMediaIds(block.fields, row, lookup, into)
        }
        break
      }
      default:
        break
    }
  }
  return into
}
