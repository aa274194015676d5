/**
 * A small, valid PDF written by hand: a title page and the paper's sections set in the
 * standard Helvetica fonts, which every PDF reader has, so no font file is embedded.
 * Text is WinAnsi-encoded (one byte a character), which keeps the xref offsets simple.
 */

export type PaperDocument = {
  title: string
  subtitle: string
  date: string
  sections: { heading: string; paragraphs: string[] }[]
}

const PAGE = { width: 595, height: 842, margin: 72 } // A4 in points
const BODY = { size: 10.5, leading: 15.5 }
const HEADING = { size: 14, leading: 20 }

/** Helvetica advance widths (1/1000 em) for ASCII 32–126, from the font's AFM. */
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]

/** Typographic characters the copy uses, mapped to their WinAnsi byte and width. */
const WIN_ANSI: Record<string, [number, number]> = {
  '‘': [0x91, 222],
  '’': [0x92, 222],
  '“': [0x93, 333],
  '”': [0x94, 333],
  '•': [0x95, 350],
  '–': [0x96, 556],
  '—': [0x97, 1000],
  '·': [0xb7, 278],
  '×': [0xd7, 584],
  'é': [0xe9, 556],
}

function encode(text: string): string {
  let out = ''
  for (const char of text) {
    const mapped = WIN_ANSI[char]
    if (mapped) out += String.fromCharCode(mapped[0])
    else if (char >= ' ' && char <= '~') out += char
    else out += '?'
  }
  return out
}

function widthOf(text: string, size: number, bold: boolean): number {
  let units = 0
  for (const char of text) units += WIN_ANSI[char]?.[1] ?? WIDTHS[char.charCodeAt(0) - 32] ?? 556
  // Helvetica-Bold runs about 6% wider; wrapping a little early is harmless.
  return (units / 1000) * size * (bold ? 1.07 : 1)
}

function wrap(text: string, size: number, bold: boolean, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && widthOf(candidate, size, bold) > maxWidth) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

const literal = (text: string) => `(${encode(text).replace(/[\\()]/g, (c) => `\\${c}`)})`
const textAt = (font: 'F1' | 'F2', size: number, x: number, y: number, text: string) =>
  `BT /${font} ${size} Tf ${x} ${y.toFixed(1)} Td ${literal(text)} Tj ET`

function titlePage(doc: PaperDocument): string {
  const ops = [
    '0.043 0.063 0.125 rg 0 0 595 842 re f', // deep navy background
    '0.427 0.365 0.988 rg 72 560 64 6 re f', // brand violet rule
    '1 1 1 rg',
    textAt('F2', 11, 72, 600, 'CIPHERWELL · WHITEPAPER'),
  ]
  let y = 520
  for (const line of wrap(doc.title, 28, true, PAGE.width - 2 * PAGE.margin)) {
    ops.push(textAt('F2', 28, 72, y, line))
    y -= 36
  }
  ops.push('0.78 0.8 0.86 rg')
  for (const line of wrap(doc.subtitle, 13, false, PAGE.width - 2 * PAGE.margin)) {
    y -= 6
    ops.push(textAt('F1', 13, 72, y, line))
    y -= 14
  }
  ops.push(textAt('F1', 10, 72, 96, doc.date))
  return ops.join('\n')
}

function bodyPages(doc: PaperDocument): string[] {
  const pages: string[][] = []
  let ops: string[] = []
  let y = 0
  const newPage = () => {
    ops = ['0.09 0.11 0.16 rg']
    pages.push(ops)
    y = PAGE.height - PAGE.margin
  }
  const need = (height: number) => {
    if (pages.length === 0 || y - height < PAGE.margin + 24) newPage()
  }
  const width = PAGE.width - 2 * PAGE.margin
  for (const section of doc.sections) {
    const headingLines = wrap(section.heading, HEADING.size, true, width)
    // Keep a heading with at least two lines of its first paragraph.
    need(headingLines.length * HEADING.leading + 2 * BODY.leading + 10)
    y -= 8
    for (const line of headingLines) {
      ops.push(textAt('F2', HEADING.size, PAGE.margin, y, line))
      y -= HEADING.leading
    }
    y -= 4
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, BODY.size, false, width)) {
        need(BODY.leading)
        ops.push(textAt('F1', BODY.size, PAGE.margin, y, line))
        y -= BODY.leading
      }
      y -= 7
    }
  }
  return pages.map((page) => page.join('\n'))
}

/** The PDF's bytes and its page count (shown next to the download). */
export function renderPdf(doc: PaperDocument): { data: Buffer; pages: number } {
  const contents = [titlePage(doc), ...bodyPages(doc)]
  const total = contents.length
  const withFooters = contents.map((ops, i) =>
    i === 0
      ? ops
      : `${ops}\n0.45 0.48 0.55 rg\n${textAt('F1', 8, PAGE.margin, 40, doc.title)}\n${textAt('F1', 8, PAGE.width - PAGE.margin - 40, 40, `${i + 1} / ${total}`)}`,
  )

  // Objects: 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content stream per page.
  const pageIds = withFooters.map((_, i) => 6 + i * 2)
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${total} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${literal(doc.title)} /Author (Cipherwell) /Producer (Cipherwell seed) >>`,
  ]
  for (const [i, stream] of withFooters.entries()) {
    // Already WinAnsi: every string in it went through literal().
    const body = stream
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    )
  }

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (const [i, object] of objects.entries()) {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${object}\nendobj\n`
  }
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // latin1: every character above is one byte, so string offsets are byte offsets.
  return { data: Buffer.from(out, 'latin1'), pages: total }
}
