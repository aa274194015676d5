import { bands, formatValue, groupedBarWidth, niceAxis, stackTotals, type Axis } from './chartScale'
import type { Chart } from './paperDocument'
import { INK, SERIES_COLOURS } from './pdfTheme'
import { CAPTION, heightOf, put } from './pdfText'

/**
 * Charts drawn as vector graphics from a paper's numbers: a title, a legend, gridlines on a
 * value axis that ends on a round number, axis titles, and "Figure n." with its caption below.
 */

const TITLE = { font: 'bold', size: 9.4, color: INK.heading } as const
const TICK = { font: 'body', size: 7.2, color: INK.muted } as const
const AXIS_TITLE = { font: 'medium', size: 7.4, color: INK.muted } as const
const CATEGORY = { font: 'body', size: 7.4, color: INK.body } as const
const VALUE = { font: 'medium', size: 6.8, color: INK.body } as const

const HEAD = 36 // title and legend
const PLOT_HEIGHT = 150
const AXIS_GUTTER = 46 // tick labels and the rotated axis title, left of a vertical chart's plot
const LABEL_GUTTER = 128 // category names, left of a horizontal chart's plot
const ROW = 21

const colour = (i: number) => SERIES_COLOURS[i % SERIES_COLOURS.length]!

const axisOf = (chart: Chart): Axis => {
  const values = chart.kind === 'stacked' ? stackTotals(chart.series) : chart.series.flatMap((s) => s.values)
  return niceAxis(Math.max(...values), { top: chart.max, integers: values.every(Number.isInteger) })
}

/** A horizontal chart's row: taller when a category name wraps. */
const rowHeight = (doc: PDFKit.PDFDocument, chart: Chart) =>
  Math.max(ROW, ...chart.categories.map((c) => heightOf(doc, c, LABEL_GUTTER - 10, CATEGORY) + 9))

const captionText = (chart: Chart, n: number) => `Figure ${n}. ${chart.caption}`

function categoryLabelsHeight(doc: PDFKit.PDFDocument, chart: Chart, width: number): number {
  const band = (width - AXIS_GUTTER) / chart.categories.length
  return Math.max(...chart.categories.map((c) => heightOf(doc, c, band - 4, CATEGORY)))
}

/** The plot's size and what sits under it, so the flow can keep a chart whole on one page. */
function layout(doc: PDFKit.PDFDocument, chart: Chart, width: number) {
  if (chart.horizontal) {
    const plotHeight = chart.categories.length * rowHeight(doc, chart)
    return { plotHeight, below: 30 }
  }
  return { plotHeight: PLOT_HEIGHT, below: categoryLabelsHeight(doc, chart, width) + (chart.categoryAxis ? 22 : 8) }
}

export function chartHeight(doc: PDFKit.PDFDocument, chart: Chart, width: number, n: number): number {
  const { plotHeight, below } = layout(doc, chart, width)
  return HEAD + plotHeight + below + 10 + heightOf(doc, captionText(chart, n), width, CAPTION)
}

function legend(doc: PDFKit.PDFDocument, chart: Chart, x: number, y: number): void {
  let at = x
  chart.series.forEach((series, i) => {
    doc.roundedRect(at, y + 1.2, 7, 7, 1.5).fill(colour(i))
    put(doc, series.name, at + 11, y, TICK)
    at += 11 + doc.font(TICK.font).fontSize(TICK.size).widthOfString(series.name) + 14
  })
}

function vertical(doc: PDFKit.PDFDocument, chart: Chart, x: number, y: number, width: number): void {
  const axis = axisOf(chart)
  const plot = { x: x + AXIS_GUTTER, y, width: width - AXIS_GUTTER, height: PLOT_HEIGHT }
  const yOf = (value: number) => plot.y + plot.height - (value / axis.top) * plot.height

  for (const tick of axis.ticks) {
    doc.moveTo(plot.x, yOf(tick)).lineTo(plot.x + plot.width, yOf(tick)).lineWidth(0.5).strokeColor(tick === 0 ? INK.faint : INK.rule).stroke()
    put(doc, formatValue(tick), plot.x - 40, yOf(tick) - 3.6, { ...TICK, width: 34, align: 'right' })
  }
  doc.save().rotate(-90, { origin: [x, plot.y + plot.height] })
  put(doc, chart.valueAxis, x, plot.y + plot.height, { ...AXIS_TITLE, width: plot.height, align: 'center' })
  doc.restore()

  const slots = bands(chart.categories.length, plot.width, chart.kind === 'line' ? 1 : 0.62)
  slots.forEach((slot, c) => {
    const left = plot.x + slot.start
    put(doc, chart.categories[c]!, left + 2, plot.y + plot.height + 5, { ...CATEGORY, width: slot.band - 4, align: 'center' })
    if (chart.kind === 'bar') {
      const barWidth = groupedBarWidth(slot.bar, chart.series.length, 2)
      chart.series.forEach((series, s) => {
        const value = series.values[c]!
        const bx = left + (slot.band - slot.bar) / 2 + s * (barWidth + 2)
        doc.rect(bx, yOf(value), barWidth, plot.y + plot.height - yOf(value)).fill(colour(s))
        if (chart.valueLabels) put(doc, formatValue(value, chart.unit), bx - 6, yOf(value) - 9, { ...VALUE, width: barWidth + 12, align: 'center' })
      })
    } else if (chart.kind === 'stacked') {
      let base = 0
      chart.series.forEach((series, s) => {
        const value = series.values[c]!
        const top = yOf(base + value)
        const height = yOf(base) - top
        const bx = left + (slot.band - slot.bar) / 2
        doc.rect(bx, top, slot.bar, height).fill(colour(s))
        if (height > 11) put(doc, formatValue(value, chart.unit), bx, top + height / 2 - 3.4, { ...VALUE, color: '#ffffff', width: slot.bar, align: 'center' })
        base += value
      })
    }
  })

  if (chart.kind === 'line') {
    chart.series.forEach((series, s) => {
      const points = series.values.map((value, c): [number, number] => [plot.x + slots[c]!.start + slots[c]!.band / 2, yOf(value)])
      doc.moveTo(...points[0]!)
      for (const point of points.slice(1)) doc.lineTo(...point)
      doc.lineWidth(1.6).lineJoin('round').strokeColor(colour(s)).stroke()
      for (const [px, py] of points) doc.circle(px, py, 2.1).fillAndStroke('#ffffff', colour(s))
      const [lx, ly] = points.at(-1)!
      put(doc, formatValue(series.values.at(-1)!, chart.unit), lx - 30, ly - 13, { ...VALUE, color: colour(s), width: 36, align: 'right' })
    })
  }
  if (chart.categoryAxis) {
    const labels = categoryLabelsHeight(doc, chart, plot.width + AXIS_GUTTER)
    put(doc, chart.categoryAxis, plot.x, plot.y + plot.height + labels + 10, { ...AXIS_TITLE, width: plot.width, align: 'center' })
  }
}

function horizontal(doc: PDFKit.PDFDocument, chart: Chart, x: number, y: number, width: number): void {
  const axis = axisOf(chart)
  const plot = { x: x + LABEL_GUTTER, y, width: width - LABEL_GUTTER - 30, height: chart.categories.length * rowHeight(doc, chart) }
  const xOf = (value: number) => plot.x + (value / axis.top) * plot.width

  for (const tick of axis.ticks) {
    doc.moveTo(xOf(tick), plot.y).lineTo(xOf(tick), plot.y + plot.height).lineWidth(0.5).strokeColor(tick === 0 ? INK.faint : INK.rule).stroke()
    put(doc, formatValue(tick), xOf(tick) - 20, plot.y + plot.height + 4, { ...TICK, width: 40, align: 'center' })
  }
  put(doc, chart.valueAxis, plot.x, plot.y + plot.height + 17, { ...AXIS_TITLE, width: plot.width, align: 'center' })

  const slots = bands(chart.categories.length, plot.height, 0.66)
  slots.forEach((slot, c) => {
    const top = plot.y + slot.start
    const label = chart.categories[c]!
    const labelHeight = heightOf(doc, label, LABEL_GUTTER - 10, CATEGORY)
    put(doc, label, x, top + slot.band / 2 - labelHeight / 2, { ...CATEGORY, width: LABEL_GUTTER - 10, align: 'right' })
    const barTop = top + (slot.band - slot.bar) / 2
    if (chart.kind === 'stacked') {
      let base = 0
      chart.series.forEach((series, s) => {
        const value = series.values[c]!
        const left = xOf(base)
        const length = xOf(base + value) - left
        doc.rect(left, barTop, length, slot.bar).fill(colour(s))
        if (length > 20) put(doc, formatValue(value, chart.unit), left, barTop + slot.bar / 2 - 3.4, { ...VALUE, color: '#ffffff', width: length, align: 'center' })
        base += value
      })
      return
    }
    const barHeight = groupedBarWidth(slot.bar, chart.series.length, 1.5)
    chart.series.forEach((series, s) => {
      const value = series.values[c]!
      const by = barTop + s * (barHeight + 1.5)
      doc.rect(plot.x, by, xOf(value) - plot.x, barHeight).fill(colour(s))
      if (chart.valueLabels) put(doc, formatValue(value, chart.unit), xOf(value) + 3, by + barHeight / 2 - 3.4, VALUE)
    })
  })
}

/** Draws the chart with its top-left corner at (x, y); returns the height it took. */
export function drawChart(doc: PDFKit.PDFDocument, chart: Chart, x: number, y: number, width: number, n: number): number {
  put(doc, chart.title, x, y, TITLE)
  legend(doc, chart, x, y + 15)
  const top = y + HEAD
  if (chart.horizontal) horizontal(doc, chart, x, top, width)
  else vertical(doc, chart, x, top, width)
  const { plotHeight, below } = layout(doc, chart, width)
  const captionY = top + plotHeight + below + 10
  put(doc, captionText(chart, n), x, captionY, { ...CAPTION, width })
  return captionY + heightOf(doc, captionText(chart, n), width, CAPTION) - y
}
