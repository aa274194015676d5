'use client'

import { useRowLabel } from '@payloadcms/ui'

const EXCERPT = 60

/**
 * A note's row in the lead's log: when it was written and how it starts, so the log reads as a
 * timeline with every row collapsed; a note not saved yet is "New note".
 */
export function NoteRowLabel() {
  const { data } = useRowLabel<{ text?: string | null; at?: string | null }>()
  const text = data?.text?.trim() ?? ''
  const excerpt = text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text
  if (!data?.at) return <span>New note{excerpt ? `: ${excerpt}` : ''}</span>
  const when = new Date(data.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
  return <span>{`${when} · ${excerpt}`}</span>
}
