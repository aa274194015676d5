/**
 * One line of the table `npm run bench` ends with: every part's headline figures side by
 * side, each against its target. `met` is null for a figure reported without a target.
 */
export type Figure = { part: string; figure: string; value: string; target: string; met: boolean | null }

export const figure = (
  part: string,
  name: string,
  value: string | number,
  target = '',
  met: boolean | null = null,
): Figure => ({
  part,
  figure: name,
  value: String(value),
  target,
  met,
})

/** A figure that must be at least `min`. */
export const atLeast = (part: string, name: string, value: number, min: number, shown = String(value)): Figure =>
  figure(part, name, shown, `≥ ${min}`, value >= min)

/** A figure that must be under `limit`. */
export const below = (part: string, name: string, value: number, limit: number, shown = String(value)): Figure =>
  figure(part, name, shown, `< ${limit}`, value < limit)

/** A figure that must be at most `max`. */
export const atMost = (part: string, name: string, value: number, max: number, shown = String(value)): Figure =>
  figure(part, name, shown, `≤ ${max}`, value <= max)

/** What missed its target, one phrase each, for the closing line and the exit code. */
export const misses = (figures: Figure[]): string[] =>
  figures.filter((row) => row.met === false).map((row) => `${row.part}: ${row.figure}`)

export const tableRows = (figures: Figure[]) =>
  figures.map((row) => ({
    part: row.part,
    figure: row.figure,
    value: row.value,
    target: row.target,
    met: row.met === null ? '' : row.met ? 'yes' : 'NO',
  }))

/** A ratio rounded to two places, as a number for comparing and printing. */
export const ratio = (numerator: number, denominator: number): number =>
  denominator === 0 ? Number.NaN : Math.round((numerator / denominator) * 100) / 100
