/**
 * The arithmetic behind the PDF charts, kept apart from drawing so it can be tested: value
 * axes that end on a round number, stacked totals, and how bars share a category's band.
 */

export type Axis = { top: number; step: number; ticks: number[] }

const STEPS = [1, 2, 2.5, 5, 10]

export type AxisOptions = {
  /** About how many intervals. */
  target?: number
  /** A fixed end (100 for shares), kept as given. */
  top?: number
  /** Counts: no step of 2.5, and none below 1. */
  integers?: boolean
}

/**
 * A value axis from zero: about `target` intervals of 1, 2, 2.5 or 5 times a power of ten,
 * ending on the first tick at or above `max`.
 */
export function niceAxis(max: number, { target = 5, top: fixedTop, integers = false }: AxisOptions = {}): Axis {
  const top = fixedTop ?? Math.max(max, Number.MIN_VALUE)
  const raw = top / target
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const steps = integers ? STEPS.filter((s) => Number.isInteger(s * magnitude)) : STEPS
  const step = Math.max(integers ? 1 : 0, steps.find((s) => s * magnitude >= raw - 1e-9)! * magnitude)
  const end = fixedTop ?? Math.ceil(top / step - 1e-9) * step
  const ticks: number[] = []
  // Rounded to the step's precision, so 0.1 + 0.2 prints as 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1)
  for (let value = 0; value <= end + step * 1e-6; value += step) ticks.push(Number(value.toFixed(decimals)))
  return { top: end, step, ticks }
}

/** Each category's total across series: what a stacked bar reaches. */
export const stackTotals = (series: { values: number[] }[]): number[] =>
  series[0]?.values.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)) ?? []

/** Where each of `count` equal bands starts along `length`, and how wide the bar in it is. */
export function bands(count: number, length: number, fill = 0.62): { start: number; band: number; bar: number }[] {
  const band = length / count
  return Array.from({ length: count }, (_, i) => ({ start: i * band, band, bar: band * fill }))
}

/** A bar's share of its band when `series` bars stand side by side, `gap` apart. */
export const groupedBarWidth = (bar: number, series: number, gap: number) => (bar - gap * (series - 1)) / series

/** A value as the charts print it: thousands separated, at most one decimal, with its unit. */
export function formatValue(value: number, unit = ''): string {
  const rounded = Math.round(value * 10) / 10
  const text = rounded.toLocaleString('en-GB', { maximumFractionDigits: 1 })
  return `${text}${unit}`
}
