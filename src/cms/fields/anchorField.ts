import type { FieldHook, TextField } from 'payload'

import { anchorFormatProblem, blockAnchorProblem, blockAnchors, storedAnchor } from '../anchors/blockAnchors'

type Path = readonly (string | number)[] | undefined

/**
 * The layout a block row sits in, and the row's index in it: from the field's path on save;
 * the admin's form-state check passes no path, so there the row is found by its id among the
 * document's lists of rows (a page has one, its layout).
 */
function rowOf(data: unknown, path: Path, row?: unknown): { layout: unknown[]; index: number } | null {
  if (!data || typeof data !== 'object') return null
  // Payload gives the path as strings ("layout", "2", "anchor").
  const index = Number(path?.[path.length - 2])
  if (path && Number.isInteger(index)) {
    const layout = path
      .slice(0, -2)
      .reduce<unknown>(
        (value, key) =>
          value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined,
        data,
      )
    return Array.isArray(layout) ? { layout, index } : null
  }
  const id = (row as { id?: unknown } | undefined)?.id
  if (id === undefined || id === null) return null
  for (const value of Object.values(data)) {
    if (!Array.isArray(value)) continue
    const at = value.findIndex((item) => (item as { id?: unknown } | null)?.id === id)
    if (at !== -1) return { layout: value, index: at }
  }
  return null
}

/**
 * An anchor left empty is made from the heading wherever it is read (blockAnchors), and kept
 * from the first publish on: the heading may change after that, the links made to it stay.
 * Not on a draft's save: autosave runs while the heading is still being typed.
 */
const keepOnPublish: FieldHook = ({ value, data, path }) => {
  if (storedAnchor({ anchor: value }) || (data as { _status?: unknown } | undefined)?._status !== 'published')
    return value
  const row = rowOf(data, path)
  return (row && blockAnchors(row.layout)[row.index]) ?? value
}

/**
 * A layout block's anchor: the id of its section on the page, so that a button can lead to it
 * (`#register`, `/events#register`). Optional: left empty, it comes from the heading. Checked
 * in the admin as the editor types (AnchorField.client.tsx), and here on save.
 */
export const anchorField = (): TextField => ({
  name: 'anchor',
  type: 'text',
  label: 'Anchor',
  hooks: { beforeChange: [keepOnPublish] },
  validate: (
    value: unknown,
    { data, path, siblingData }: { data?: unknown; path?: (string | number)[]; siblingData?: unknown },
  ) => {
    if (typeof value !== 'string' || !value) return true
    const row = rowOf(data, path, siblingData)
    if (!row) return anchorFormatProblem(value) ?? true
    // The value being checked, in its place among the other blocks as they are now.
    const layout = (row.layout as unknown[]).map((block, index) =>
      index === row.index ? { ...(block as object), anchor: value } : block,
    )
    return blockAnchorProblem(layout, row.index) ?? true
  },
  admin: {
    components: { Field: { path: '/cms/admin/AnchorField.client#AnchorField' } },
    description:
      'Where links to this block lead: #anchor on this page, /path#anchor from elsewhere. Left empty, it is made from the heading and kept once the page is published.',
  },
})
