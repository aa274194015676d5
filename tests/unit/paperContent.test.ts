import { describe, expect, it } from 'vitest'

import { SEED_PAPERS, paperDocument } from '@/cms/seed/content/papers'
import type { Block, Chart, Table } from '@/cms/seed/media/paperDocument'
import { paperPageCount, renderPaperPdf } from '@/cms/seed/media/paperPdf'
import { FONTS } from '@/cms/seed/media/pdfTheme'
import { fontFace } from '@/cms/seed/media/textPath'

const now = new Date('2026-06-15T09:00:00Z')
const documents = SEED_PAPERS.map((paper) => paperDocument(paper, now))

const exhibits = (blocks: Block[]) => blocks.filter((block) => typeof block !== 'string')
const chartsOf = (doc: (typeof documents)[number]) =>
  doc.sections.flatMap((s) => exhibits(s.blocks)).flatMap((b): Chart[] => ('chart' in b ? [b.chart] : []))
const tablesOf = (doc: (typeof documents)[number]) =>
  doc.sections.flatMap((s) => exhibits(s.blocks)).flatMap((b): Table[] => ('table' in b ? [b.table] : []))

/** Every string in a value, however deeply nested. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : []

describe.each(documents.map((doc) => [doc.key, doc] as const))('white paper %s', (_, doc) => {
  it('has at least two charts and a table, each complete', () => {
    const charts = chartsOf(doc)
    expect(charts.length).toBeGreaterThanOrEqual(2)
    for (const chart of charts) {
      for (const series of chart.series) expect(series.values, `${chart.title}: ${series.name}`).toHaveLength(chart.categories.length)
      expect(chart.caption.length, chart.title).toBeGreaterThan(80)
    }
    const tables = tablesOf(doc)
    expect(tables.length).toBeGreaterThanOrEqual(1)
    for (const table of tables) {
      for (const row of table.rows) expect(row, table.title).toHaveLength(table.columns.length)
      if (table.widths) expect(table.widths, table.title).toHaveLength(table.columns.length)
    }
  })

  it('adds shares up to 100 where a chart shows shares', () => {
    for (const chart of chartsOf(doc).filter((c) => c.kind === 'stacked' && c.max === 100)) {
      chart.categories.forEach((category, i) => expect(chart.series.reduce((sum, s) => sum + s.values[i]!, 0), `${chart.title}: ${category}`).toBe(100))
    }
  })

  it('uses only characters the embedded fonts can draw', () => {
    const text = [...new Set(stringsIn(doc).join(''))].filter((char) => char !== '\n')
    for (const font of Object.values(FONTS)) {
      const face = fontFace(font)
      expect(text.filter((char) => !face.hasChar(char)), font).toEqual([])
    }
  })
})

describe('paper PDFs', () => {
  it('are the same bytes for the same paper and date, with the page count the listing shows', async () => {
    const doc = documents[0]!
    // Two date objects for the same moment, so the second is laid out again, not taken from the first.
    const [first, second] = await Promise.all([renderPaperPdf(doc, new Date(now)), renderPaperPdf(doc, new Date(now))])
    expect(first.equals(second)).toBe(true)
    const pages = Number(/\/Type \/Pages\s[\s\S]*?\/Count (\d+)/.exec(first.toString('latin1'))![1])
    expect(pages).toBe(paperPageCount(doc, now))
    expect(pages).toBeGreaterThanOrEqual(8)
  })

  it('are laid out once per seed, for both the page count and the file', () => {
    const doc = documents[1]!
    const seedDate = new Date(now)
    const file = renderPaperPdf(doc, seedDate)
    expect(renderPaperPdf(doc, seedDate)).toBe(file)
    expect(paperPageCount(doc, seedDate)).toBeGreaterThanOrEqual(8)
    expect(renderPaperPdf(doc, new Date(now))).not.toBe(file)
  })
})
