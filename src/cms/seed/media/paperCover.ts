import { brandMarkSvg } from './brandMark'
import { PALETTES, coverArt, coverDefs } from './covers'
import type { Pattern } from './patterns'
import { shapeSvg } from './shapeSvg'
import { textPath, textWidth, wrapWords } from './textPath'

/** The label above the title, set in spaced capitals. */
export const coverLabel = (year: number) => `WHITE PAPER  ·  ${year}`
export const LABEL_COLOUR = '#5eead4'

/** What a paper's cover shows. */
export type PaperCover = { key: string; title: string; year: number; pattern: Pattern }

const PATTERN_ALT: Record<Pattern, string> = {
  grid: 'bands of violet and teal tiles',
  waves: 'bands of flowing violet and teal lines',
  lattice: 'bands of hexagons lit violet and teal',
  orbits: 'bands of violet and teal rings',
  prism: 'bands of translucent violet and teal triangles',
}

/** The cover's alt text: what it says and what it shows. */
export const paperCoverAlt = ({ title, year, pattern }: PaperCover) =>
  `Report cover: “White paper, ${year}” and the title, ${title}, in white on dark navy between ${PATTERN_ALT[pattern]}, with the Cipherwell shield and name`

/**
 * The cover's grid, in its own pixels; the PDF's title page scales the same art, label and
 * brand positions to A4. `artTop` is where the upper pattern band has faded out, `footTop`
 * where the lower one begins.
 */
export const COVER = { width: 1200, height: 1600, margin: 100, artTop: 640, artFade: 280, footTop: 1240, footFade: 240, labelY: 600, brandY: 1120 } as const
export const COVER_PALETTE = PALETTES.paper
const palette = COVER_PALETTE
const MARGIN = COVER.margin
const TEXT_WIDTH = COVER.width - 2 * MARGIN

const TITLE_SIZES = [88, 80, 72, 64]

/** The title in the largest size that sets it in at most four lines: a long title gets smaller type, not a fifth line. */
function titleLines(title: string): { size: number; lines: string[] } {
  const linesAt = (size: number) => wrapWords(title, TEXT_WIDTH, (line) => textWidth('soraBold', line, size))
  const size = TITLE_SIZES.find((s) => linesAt(s).length <= 4) ?? TITLE_SIZES.at(-1)!
  return { size, lines: linesAt(size) }
}

/** A mask that shows its content fully at one end of [y, y + height] and not at all at the other. */
const fadeMask = (id: string, y: number, height: number, fadeDown: boolean) =>
  `<linearGradient id="${id}-ramp" x1="0" y1="${y}" x2="0" y2="${y + height}" gradientUnits="userSpaceOnUse">` +
  `<stop offset="0" stop-color="${fadeDown ? '#fff' : '#000'}"/><stop offset="1" stop-color="${fadeDown ? '#000' : '#fff'}"/></linearGradient>` +
  `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${COVER.width}" height="${COVER.height}">` +
  `<rect width="${COVER.width}" height="${COVER.height}" fill="url(#${id}-ramp)"/></mask>`

/**
 * A portrait report cover. Listing cards show its middle at 4:3 (`object-cover`), so the label,
 * title and brand sit between y 350 and 1250; the pattern fills a band above them, strong, and
 * one below, quieter, each fading into the background where the text begins.
 */
export function paperCoverSvg({ key, title, year, pattern }: PaperCover): string {
  const { width, height } = COVER
  const { glow, shapes } = coverArt(key, pattern, width, COVER.artTop)
  const foot = coverArt(`${key}-foot`, pattern, width, height - COVER.footTop).shapes
  const { size, lines } = titleLines(title)
  const leading = Math.round(size * 1.12)
  const labelY = COVER.labelY
  const titleTop = labelY + 60
  const titlePath = lines.map((line, i) => textPath('soraBold', line, MARGIN, titleTop + size * 0.8 + i * leading, size)).join('')
  const brandY = COVER.brandY
  // Text is drawn as outlines: sharp rasterises this on machines that may have no fonts.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    coverDefs(palette, glow, width, height) +
    `<defs>${fadeMask('fade-top', COVER.artTop - COVER.artFade, COVER.artFade, true)}${fadeMask('fade-foot', COVER.footTop, COVER.footFade, false)}</defs>` +
    `<g mask="url(#fade-top)">${shapes.map(shapeSvg).join('')}</g>` +
    `<g mask="url(#fade-foot)" opacity="0.55"><g transform="translate(0 ${COVER.footTop})">${foot.map(shapeSvg).join('')}</g></g>` +
    `<rect x="${MARGIN}" y="${labelY - 22}" width="56" height="8" rx="4" fill="url(#accent)"/>` +
    `<path fill="${LABEL_COLOUR}" d="${textPath('grotesk', coverLabel(year), MARGIN + 76, labelY - 8, 30, 160)}"/>` +
    `<path fill="#ffffff" d="${titlePath}"/>` +
    brandMarkSvg(MARGIN, brandY, 56) +
    `<path fill="#ffffff" d="${textPath('manrope', 'Cipherwell', MARGIN + 72, brandY + 41, 40)}"/>` +
    `</svg>`
  )
}
