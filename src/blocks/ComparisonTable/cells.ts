import type { Draft } from '@/cms/draft'
import type { ComparisonTableBlock } from '@/cms/payload-types'

/** A row as a draft may hold it: no feature or values typed yet. */
export type Row = Draft<ComparisonTableBlock['rows'][number]>
export type Cell = { kind: 'yes' } | { kind: 'no' } | { kind: 'text'; text: string }

/** Editors type “yes” or “no” (any case, stray spaces) for a tick or a dash; anything else shows as written. */
export function parseCell(value: string | null | undefined): Cell {
  const text = (value ?? '').trim()
  if (text.toLowerCase() === 'yes') return { kind: 'yes' }
  if (text.toLowerCase() === 'no') return { kind: 'no' }
  return { kind: 'text', text }
}

/** One cell per column, so a row saved before a column was added still lines up. */
export const rowCells = (row: Row, width: number): Cell[] =>
  Array.from({ length: width }, (_, index) => parseCell(row.values?.[index]?.value))

/** Rows split where an editor set a group heading; rows before the first heading form an unnamed group. */
export function groupRows(rows: readonly (Row | null | undefined)[]): { heading: string | null; rows: Row[] }[] {
  const groups: { heading: string | null; rows: Row[] }[] = []
  for (const row of rows) {
    if (!row) continue
    const heading = row.group?.trim() || null
    const last = groups.at(-1)
    if (heading || !last) groups.push({ heading, rows: [row] })
    else last.rows.push(row)
  }
  return groups
}
