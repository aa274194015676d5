/**
 * Grid columns for a row of key figures. Four fit one desktop row; five or six wrap as rows of
 * three rather than leave one alone. Below desktop they pair up, and an odd last figure takes
 * the whole row, so a centred band does not end with one figure off to the left.
 */
export function statColumns(count: number): string {
  if (count === 1) return 'grid-cols-1'
  if (count === 2) return 'grid-cols-2'
  const orphan = '[&>:last-child:nth-child(odd)]:col-span-2 desk:[&>:last-child:nth-child(odd)]:col-span-1'
  return `grid-cols-2 ${count === 4 ? 'desk:grid-cols-4' : 'desk:grid-cols-3'} ${orphan}`
}
