import PDFDocument from 'pdfkit'

import type { PaperDocument } from './paperDocument'
import { blocks, currentPage, heading, keyFigures, newFlow, newPage, paragraph, type Flow } from './pdfFlow'
import { drawBackPage, drawTitlePage } from './pdfCovers'
import { contents, contentsHeight, frame } from './pdfFrame'
import { PAGE, registerFonts } from './pdfTheme'

/**
 * A paper as a PDF report: title page, contents and executive summary, the sections with
 * their charts and tables, and a back page about Cipherwell. Set with pdfkit in the brand's
 * fonts, embedded as subsets. The same paper and date always give the same bytes.
 */

function layOut(paper: PaperDocument, created: Date): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    pdfVersion: '1.4',
    bufferPages: true,
    autoFirstPage: false,
    displayTitle: true,
    lang: 'en-GB',
    info: { Title: paper.title, Subject: paper.subtitle, Author: 'Cipherwell', Creator: 'Cipherwell', CreationDate: created },
  })
  registerFonts(doc)

  doc.addPage({ size: 'A4', margin: 0 })
  drawTitlePage(doc, paper)

  const flow: Flow = newFlow(doc)
  newPage(flow)
  const contentsPage = currentPage(flow)
  // The executive summary and the sections.
  flow.y += contentsHeight(paper.sections.length + 1)
  heading(flow, 'Executive summary')
  keyFigures(flow, paper.keyFigures)
  for (const text of paper.summary) paragraph(flow, text)

  for (const section of paper.sections) {
    heading(flow, section.heading)
    blocks(flow, section.blocks)
  }
  doc.addPage({ size: 'A4', margin: 0 })
  drawBackPage(doc, paper)
  doc.outline.addItem('About Cipherwell')

  contents(flow, contentsPage, PAGE.top, flow.headings)
  frame(doc, paper.title, `White paper  ·  ${paper.date}`)
  return doc
}

interface RenderedPaper {
  pages: number
  bytes: Promise<Buffer>
}

function end(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/**
 * The seed asks for each paper's page count (the listing shows it) and for its file. Laying a
 * paper out takes about half a second, so it is done once per seed: results are kept against
 * the seed's own `created` date object and go when the seed lets go of it.
 */
const rendered = new WeakMap<Date, Map<string, RenderedPaper>>()

function render(paper: PaperDocument, created: Date): RenderedPaper {
  let forSeed = rendered.get(created)
  if (!forSeed) rendered.set(created, (forSeed = new Map()))
  let result = forSeed.get(paper.key)
  if (!result) {
    const doc = layOut(paper, created)
    result = { pages: doc.bufferedPageRange().count, bytes: end(doc) }
    forSeed.set(paper.key, result)
  }
  return result
}

/** The page count: what the papers listing shows next to the download. */
export const paperPageCount = (paper: PaperDocument, created: Date): number => render(paper, created).pages

export const renderPaperPdf = (paper: PaperDocument, created: Date): Promise<Buffer> => render(paper, created).bytes
