import { BRAND_COLOUR } from '@/lib/brandMark'
import { escapeHtml } from '@/lib/escape'

/**
 * The block picker's thumbnails: a wireframe of each block with its one-line description under
 * it, drawn as SVG from a few shapes, so every block looks like what it makes and a new block
 * needs no image file. Served as a data: URL (the admin's policy allows `img-src data:`).
 */

/** One shape on a 48×24 grid: x, y, width, height, and what it stands for. */
export type Shape = [x: number, y: number, w: number, h: number, kind: 'title' | 'text' | 'box' | 'fill' | 'button']
export type Sketch = Shape[]

const WIDTH = 480
const HEIGHT = 320
/** Pixels per grid unit, and the drawing's margin inside its panel. */
const CELL = 9
const PAD = 20
const CAPTION_TOP = 252

const STYLE: Record<Shape[4], string> = {
  title: 'fill="#1f2937"',
  text: 'fill="#cbd5e1"',
  box: 'fill="#ffffff" stroke="#94a3b8" stroke-width="2"',
  fill: 'fill="#c7c2fe"',
  button: `fill="${BRAND_COLOUR}"`,
}

/** The description in at most two lines of about 44 characters, broken between words. */
export function captionLines(description: string, perLine = 44): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of description.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length <= 2) return lines
  return [lines[0]!, `${lines.slice(1).join(' ').slice(0, perLine - 1).trimEnd()}…`]
}

export function thumbnailSvg(sketch: Sketch, description: string): string {
  const shapes = sketch
    .map(
      ([x, y, w, h, kind]) =>
        `<rect x="${PAD + x * CELL}" y="${PAD + y * CELL}" width="${w * CELL}" height="${h * CELL}" rx="4" ${STYLE[kind]}/>`,
    )
    .join('')
  const caption = captionLines(description)
    .map(
      (line, index) =>
        `<text x="20" y="${CAPTION_TOP + 24 + index * 26}" font-family="system-ui,sans-serif" font-size="19" fill="#334155">${escapeHtml(line)}</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f8fafc"/>` +
    `<rect x="10" y="10" width="${WIDTH - 20}" height="${CAPTION_TOP - 16}" rx="8" fill="#eef2ff"/>` +
    shapes +
    caption +
    `</svg>`
  )
}

/** Payload's `admin.images.thumbnail` for a block: the drawing, with the description as its alt text. */
export const blockThumbnail = (sketch: Sketch, description: string) => ({
  url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(thumbnailSvg(sketch, description))}`,
  alt: description,
})
