import type { SearchHit } from './searchAnswer'

/** A result with its place among the dialog's options (the order the arrow keys follow). */
export type ResultOption = { hit: SearchHit; index: number }
export type ResultGroup = { type: string; label: string; options: ResultOption[] }

/**
 * The results by type, each group where its best result ranked, and each group's results in
 * rank order; options are numbered in the order they are shown.
 */
export function groupResults(hits: readonly SearchHit[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>()
  for (const hit of hits) {
    const group = groups.get(hit.type) ?? { type: hit.type, label: hit.typeLabel, options: [] }
    groups.set(hit.type, group)
    group.options.push({ hit, index: 0 })
  }
  let index = 0
  for (const group of groups.values()) for (const option of group.options) option.index = index++
  return [...groups.values()]
}

/** The next active option after an arrow key: down from the last wraps to the first, up from the first to the last. */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1
  if (active < 0 || active >= count) return step === 1 ? 0 : count - 1
  return (active + step + count) % count
}
