/** CSS's default tab-size: a tab moves to the next multiple of eight columns. */
const TAB_SIZE = 8
/** How much further than its own indentation a wrapped line's continuation starts, as in an editor. */
const HANG = 2

/** How many columns a line's leading spaces and tabs take. */
export function leadingColumns(line: string): number {
  let columns = 0
  for (const char of line) {
    if (char === ' ') columns += 1
    else if (char === '\t') columns += TAB_SIZE - (columns % TAB_SIZE)
    else break
  }
  return columns
}

/**
 * Where a wrapped line's continuation starts, in `ch`: HANG past the line's own indentation, so
 * a continuation never reads as a line of its own and stays inside the block it belongs to.
 */
export const wrapIndent = (line: string): string => `${leadingColumns(line) + HANG}ch`
