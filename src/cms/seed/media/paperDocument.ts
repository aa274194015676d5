import type { Pattern } from './patterns'

/**
 * A white paper as its PDF sets it: written in `content/papers`, drawn by `paperPdf.ts`.
 * Charts and tables are data, so every figure is drawn from the numbers the paper states.
 */

export type Series = { name: string; values: number[] }

export type Chart = {
  /** Grouped bars, bars stacked to a total, or lines across ordered categories. */
  kind: 'bar' | 'stacked' | 'line'
  title: string
  /** What the figure shows and where its numbers come from; set under it after "Figure n." */
  caption: string
  categories: string[]
  series: Series[]
  /** The value axis's title, with its unit: "Scripts per page", "Share of merchants (%)". */
  valueAxis: string
  categoryAxis?: string
  /** Appended to value labels: '%', ' ms'. */
  unit?: string
  /** Bars run left to right, for long category names. */
  horizontal?: boolean
  /** A fixed top of the value axis, such as 100 for shares. */
  max?: number
  /** Print each bar's value at its end (not for stacked or line charts). */
  valueLabels?: boolean
}

export type Table = {
  title: string
  columns: string[]
  rows: string[][]
  /** Relative column widths; equal when left out. */
  widths?: number[]
  /** Columns set flush right, for figures. */
  numeric?: number[]
  note?: string
}

export type Block =
  | string
  | { list: string[]; ordered?: boolean }
  | { subheading: string }
  | { callout: string }
  | { chart: Chart }
  | { table: Table }

export type Section = { heading: string; blocks: Block[] }

export type KeyFigure = { value: string; label: string }

export type PaperDocument = {
  /** Seeds the cover art, so the title page draws what the web cover shows. */
  key: string
  pattern: Pattern
  title: string
  subtitle: string
  /** The publication month, "June 2026". */
  date: string
  year: number
  summary: string[]
  keyFigures: KeyFigure[]
  sections: Section[]
  /** The closing "About Cipherwell". */
  about: string[]
}
