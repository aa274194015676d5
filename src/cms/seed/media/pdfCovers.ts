import { drawBrandMark } from './brandMark'
import { coverArt } from './covers'
import { COVER, COVER_PALETTE, LABEL_COLOUR, coverLabel } from './paperCover'
import type { PaperDocument } from './paperDocument'
import { paintShape, middleOf } from './pdfShapes'
import { PAGE } from './pdfTheme'
import { put } from './pdfText'

/**
 * The report's covers. The title page has the web cover's art, label and brand at the same
 * places, scaled to A4, with the subtitle and date that a card has no room for; the back page
 * repeats the lower band of art under "About Cipherwell".
 */

const SCALE = PAGE.width / COVER.width
const at = (coverUnits: number) => coverUnits * SCALE
const clamp = (value: number) => Math.min(1, Math.max(0, value))

function background(doc: PDFKit.PDFDocument, glow: { cx: number; cy: number }): void {
  const p = COVER_PALETTE
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(p.background)
  // The SVG glow is a radial gradient in the picture's box: a circle stretched to the page.
  doc.save().transform(PAGE.width, 0, 0, PAGE.height, 0, 0)
  const light = doc.radialGradient(glow.cx, glow.cy, 0, glow.cx, glow.cy, 0.7).stop(0, p.glow, 0.55).stop(1, p.glow, 0)
  doc.rect(0, 0, 1, 1).fill(light)
  doc.restore()
}

function topArt(doc: PDFKit.PDFDocument, paper: PaperDocument): void {
  const top = coverArt(paper.key, paper.pattern, COVER.width, COVER.artTop).shapes
  doc.save().rect(0, 0, PAGE.width, at(COVER.artTop)).clip().scale(SCALE)
  for (const shape of top) paintShape(doc, shape, COVER_PALETTE, clamp((COVER.artTop - middleOf(shape)) / COVER.artFade))
  doc.restore()
}

function footArt(doc: PDFKit.PDFDocument, paper: PaperDocument): void {
  const footHeight = PAGE.height / SCALE - COVER.footTop
  const foot = coverArt(`${paper.key}-foot`, paper.pattern, COVER.width, footHeight).shapes
  doc.save().rect(0, at(COVER.footTop), PAGE.width, PAGE.height - at(COVER.footTop)).clip().scale(SCALE).translate(0, COVER.footTop)
  for (const shape of foot) paintShape(doc, shape, COVER_PALETTE, 0.55 * clamp(middleOf(shape) / COVER.footFade))
  doc.restore()
}

function brand(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  drawBrandMark(doc, x, y, size)
  put(doc, 'Cipherwell', x + size * 1.29, y + size * 0.12, { font: 'bold', size: size * 0.72, color: '#ffffff' })
}

export function drawTitlePage(doc: PDFKit.PDFDocument, paper: PaperDocument): void {
  const { glow } = coverArt(paper.key, paper.pattern, COVER.width, COVER.artTop)
  background(doc, glow)
  topArt(doc, paper)
  footArt(doc, paper)

  const left = at(COVER.margin)
  const width = PAGE.width - 2 * left
  const labelY = at(COVER.labelY)
  const accent = doc.linearGradient(left, 0, left + at(56), 0).stop(0, COVER_PALETTE.from).stop(1, COVER_PALETTE.to)
  doc.roundedRect(left, labelY - at(22), at(56), at(8), at(4)).fill(accent)
  put(doc, coverLabel(paper.year), left + at(76), labelY - at(33), { font: 'label', size: at(30), color: LABEL_COLOUR, characterSpacing: at(30) * 0.16 })

  let y = labelY + at(46)
  put(doc, paper.title, left, y, { font: 'display', size: 30, color: '#ffffff', width: width - 20, lineGap: 2 })
  y = doc.y + 16
  put(doc, paper.subtitle, left, y, { font: 'body', size: 12.5, color: '#cbd5e1', width: width - 60, lineGap: 4 })
  y = doc.y + 16
  put(doc, `${paper.date}  ·  cipherwell.com/papers`, left, y, { font: 'medium', size: 9, color: '#94a3b8', characterSpacing: 0.2 })

  brand(doc, left, at(COVER.brandY), at(56))
}

export function drawBackPage(doc: PDFKit.PDFDocument, paper: PaperDocument): void {
  // The glow sits behind the text here, where the title page has its art.
  background(doc, { cx: 0.3, cy: 0.35 })
  footArt(doc, paper)
  const left = at(COVER.margin)
  const width = PAGE.width - 2 * left - 60
  brand(doc, left, at(COVER.margin), at(56))
  let y = at(COVER.labelY) - 40
  put(doc, 'About Cipherwell', left, y, { font: 'display', size: 20, color: '#ffffff' })
  y += 40
  for (const text of paper.about) {
    put(doc, text, left, y, { font: 'body', size: 10, color: '#cbd5e1', width, lineGap: 5 })
    y = doc.y + 12
  }
  put(doc, 'cipherwell.com  ·  research@cipherwell.com', left, y + 12, { font: 'label', size: 9, color: LABEL_COLOUR, characterSpacing: 0.4 })
}
