import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import type { FlattenedField, Payload } from 'payload'

import { relationId } from '@/lib/relationId'

import { isoDate, LEADS, NOTE_LOG } from './leadExportFields'

type Id = number | string
type NoteEntry = { text?: unknown; author?: unknown; at?: unknown }


/** The inbox's own fields that point at one user: whose the lead is, who last changed it. */
const userColumns = (payload: Payload): string[] =>
  payload.collections[LEADS].config.flattenedFields
    .filter((field: FlattenedField) => field.type === 'relationship' && field.relationTo === 'users' && !field.hasMany)
    .map((field) => field.name)

/**
 * The names of the users these ids belong to. Read past the users' access rule: sales staff may
 * read only their own account, so the export's find (as the requester) leaves a colleague's
 * ownership as a bare id; a name is what the inbox and its versions already show them.
 */
async function namesOf(payload: Payload, ids: Set<Id>): Promise<Map<string, string>> {
  if (ids.size === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: [...ids] } },
    select: { name: true, email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((user) => [String(user.id), user.name || user.email]))
}

/** A user's name; the id only for one removed while the export ran (removing a user empties its links). */
const nameFor = (names: Map<string, string>, id: Id | null): string =>
  id === null ? '' : (names.get(String(id)) ?? String(id))

/** The notes log as one cell: one entry a line, "2026-11-28T10:00:00.000Z Ana Sales: called, wants a demo". */
const noteLogCell = (entries: NoteEntry[], names: Map<string, string>): string =>
  entries
    .map((entry) => {
      const author = relationId(entry.author)
      const by = author === null ? '' : ` ${nameFor(names, author)}`
      return `${String(isoDate(entry.at) ?? '')}${by}: ${typeof entry.text === 'string' ? entry.text : ''}`.trim()
    })
    .join('\n')

/**
 * The export's people by name: the owner and last editor of each lead, and the author of each
 * note in the notes log, looked up once per batch. A column the requester left out of the export
 * (the `fields` it asked for) stays out: each is written only where the row or the lead has it.
 */
export const readableStaff: ExportBeforeHook = async ({ data, originalData, req }) => {
  const columns = userColumns(req.payload)
  const leads = originalData as Record<string, unknown>[]
  const ids = new Set<Id>()
  const add = (value: unknown) => {
    const id = relationId(value)
    if (id !== null) ids.add(id)
  }
  for (const lead of leads) {
    for (const column of columns) add(lead[column])
    for (const entry of (lead[NOTE_LOG] ?? []) as NoteEntry[]) add(entry.author)
  }
  const names = await namesOf(req.payload, ids)
  return data.map((row, index) => {
    const lead = leads[index] ?? {}
    const readable = { ...row }
    for (const column of columns) if (column in row) readable[column] = nameFor(names, relationId(lead[column]))
    if (Array.isArray(lead[NOTE_LOG])) readable[NOTE_LOG] = noteLogCell(lead[NOTE_LOG] as NoteEntry[], names)
    return readable
  })
}
