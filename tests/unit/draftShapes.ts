import type { Field } from 'payload'

/**
 * The shapes in which Payload hands over a draft whose fields were never filled: autosave
 * stores without validating, so a required field may be null, absent, or empty; an upload or a
 * relation may be an id the read did not populate (depth 0, or a document deleted since) or a
 * populated document that is itself an empty draft.
 */
export const DRAFT_SHAPES = ['null', 'absent', 'empty', 'empty rows', 'bare ids', 'empty documents'] as const
export type DraftShape = (typeof DRAFT_SHAPES)[number]

/** An unpopulated relation: the id of a document the read did not fetch. */
export const BARE_ID = 7

/** Rich text an editor cleared: Lexical keeps one empty paragraph. */
const CLEARED_RICH_TEXT = {
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children: [] }],
  },
}

/** What a relation or upload holds in `shape`, one value or the list of a hasMany field. */
function relation(hasMany: boolean, shape: DraftShape): unknown {
  const one = shape === 'empty documents' ? { id: BARE_ID } : BARE_ID
  if (shape === 'null') return null
  if (shape === 'empty') return hasMany ? [] : null
  return hasMany ? [one] : one
}

/** A field's value in a draft of `shape`; undefined means the key is left out. */
function draftValue(field: Field, shape: DraftShape): unknown {
  if (shape === 'absent') return undefined
  switch (field.type) {
    case 'array':
      if (shape === 'null') return null
      return shape === 'empty' ? [] : [{ id: 'row-1', ...draftData(field.fields, shape) }]
    case 'blocks':
      return shape === 'null' ? null : []
    case 'group':
      return shape === 'null' ? null : draftData(field.fields, shape)
    case 'relationship':
    case 'upload':
      return relation(field.hasMany === true, shape)
    case 'select':
      return field.hasMany ? (shape === 'null' ? null : []) : null
    case 'richText':
      return shape === 'null' ? null : CLEARED_RICH_TEXT
    case 'text':
    case 'textarea':
    case 'code':
    case 'email':
      // A field typed into and cleared again holds ''.
      return shape === 'null' ? null : ''
    default:
      return null
  }
}

/**
 * The data of `fields` as a draft of `shape` holds it, from the fields' config, so every field a
 * config gains is covered without a change here. Rows, collapsibles and unnamed tabs or groups
 * only lay fields out: their fields sit beside the others.
 */
export function draftData(fields: Field[], shape: DraftShape): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) data[tab.name] = shape === 'null' ? null : draftData(tab.fields, shape)
        else Object.assign(data, draftData(tab.fields, shape))
      }
    } else if ((field.type === 'row' || field.type === 'collapsible' || field.type === 'group') && !('name' in field && field.name)) {
      Object.assign(data, draftData(field.fields, shape))
    } else if ('name' in field && field.name && field.type !== 'ui') {
      const value = draftValue(field, shape)
      if (value !== undefined) data[field.name] = value
    }
  }
  return data
}
