'use client'

import { useRowLabel } from '@payloadcms/ui'

/**
 * An array row's label in the admin, taken from its content: the first of `fields` that has
 * text (a feature's title, a question, a plan's name), or "<fallback> 3" for a row not yet filled.
 */
export function RowLabel({ fields, fallback }: { fields: string[]; fallback: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const text = fields.map((name) => data?.[name]).find((value) => typeof value === 'string' && value.trim())
  return <span>{typeof text === 'string' ? text.trim() : `${fallback} ${(rowNumber ?? 0) + 1}`}</span>
}
