import type { ArrayField, CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/relationId'

import { hasRole } from '../../access/roles'

type Entry = { id?: string | null; text?: string | null; author?: unknown; at?: string | null }

/**
 * Sales notes as a log: each entry keeps what was written, by whom and when. One box that each
 * save overwrote lost earlier notes from view (they lived on only in the version history).
 */
export const noteLogField: ArrayField = {
  name: 'noteLog',
  type: 'array',
  label: 'Notes',
  labels: { singular: 'Note', plural: 'Notes' },
  admin: {
    description:
      'What was said and agreed. Add a note; earlier notes stay as they were written, with their author and time.',
    components: { RowLabel: '/cms/admin/NoteRowLabel.client#NoteRowLabel' },
  },
  fields: [
    { name: 'text', type: 'textarea', required: true, label: 'Note' },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'relationship', relationTo: 'users', admin: { readOnly: true, width: '50%' } },
        {
          name: 'at',
          type: 'date',
          label: 'Written',
          admin: { readOnly: true, width: '50%', date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}

/**
 * Keeps the log append-only: an entry that was already saved comes back exactly as it was
 * (text, author, time), whatever the request sent, and is never dropped; a new entry is signed
 * with the person saving it and the time. Admins, who may delete the whole lead, may also
 * remove an entry (a note written on the wrong lead), but not rewrite one.
 */
export const keepNoteLog: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!('noteLog' in data) && !originalDoc) return data
  const earlier = ((originalDoc?.noteLog ?? []) as Entry[]).map((entry) => ({ ...entry, author: relationId(entry.author) }))
  const sent = (Array.isArray(data.noteLog) ? data.noteLog : earlier) as Entry[]
  const sentIds = new Set(sent.map((entry) => entry.id).filter(Boolean))
  const isAdmin = hasRole(req.user as Parameters<typeof hasRole>[0], 'admin')
  const kept = earlier.filter((entry) => !isAdmin || sentIds.has(entry.id))
  const earlierIds = new Set(earlier.map((entry) => entry.id))
  const now = new Date().toISOString()
  const added = sent
    .filter((entry) => !entry.id || !earlierIds.has(entry.id))
    .filter((entry) => typeof entry.text === 'string' && entry.text.trim())
    .map((entry) => ({ ...entry, text: entry.text!.trim(), author: req.user?.id ?? null, at: now }))
  return { ...data, noteLog: [...kept, ...added] }
}
