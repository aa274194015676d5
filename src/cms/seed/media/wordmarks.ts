import type { FontName } from './fontFiles'
import { fontFace, pathData } from './textPath'

/**
 * Customer wordmarks: a small mark beside the brand's name, as SVG paths. The letters are
 * converted from OFL fonts when the seed draws them, so the files need no font where they
 * are shown.
 */

export type WordmarkFont = FontName

/** Marks drawn in a 100×100 box, one colour, so the wall can mute them all alike. */
export const MARKS = {
  leaves: [-34, 0, 34]
    .map((angle) => `<ellipse cx="50" cy="36" rx="13" ry="32" transform="rotate(${angle} 50 92)"/>`)
    .join(''),
  stones: '<rect x="4" y="54" width="44" height="30" rx="7"/><rect x="52" y="54" width="44" height="30" rx="7"/><rect x="28" y="18" width="44" height="30" rx="7"/>',
  pine:
    '<path d="M50 4 82 48H18z"/><path d="M50 30 90 78H10z"/>' +
    '<path d="M8 94c14-9 28-9 42 0s28 9 42 0" fill="none" stroke-width="7" stroke-linecap="round"/>',
  cross:
    '<path fill-rule="evenodd" d="M50 4a46 46 0 1 1 0 92 46 46 0 0 1 0-92zm0 11a35 35 0 1 0 0 70 35 35 0 0 0 0-70z"/>' +
    '<g transform="rotate(-12 50 50)"><rect x="41" y="24" width="18" height="52" rx="5"/><rect x="24" y="41" width="52" height="18" rx="5"/></g>',
  vane: '<circle cx="28" cy="72" r="16"/><path d="M24 76 74 26" fill="none" stroke-width="11" stroke-linecap="round"/><path d="M92 8 52 16l32 32z"/>',
  arch: '<path fill-rule="evenodd" d="M8 96V50a42 42 0 0 1 84 0v46zm20-10V52a22 22 0 0 1 44 0v34z"/><rect x="0" y="88" width="100" height="10" rx="3"/>',
  tally: [14, 34, 54, 74].map((x) => `<rect x="${x}" y="10" width="11" height="80" rx="5"/>`).join('') +
    '<path d="M6 78 94 24" fill="none" stroke-width="10" stroke-linecap="round"/>',
  rails: '<path d="M18 52a32 32 0 0 1 64 0z"/><rect x="4" y="64" width="92" height="10" rx="5"/><rect x="4" y="84" width="92" height="10" rx="5"/>',
} as const

export type WordmarkMark = keyof typeof MARKS

export type Wordmark = {
  mark: WordmarkMark
  text: string
  font: WordmarkFont
  /**
   * Optical correction: every file has the same height and cap height, but dense, wide or
   * heavy wordmarks look bigger at the same size, so they are drawn a little smaller.
   */
  scale?: number
}

/** Every wordmark shares this box height; the wall sets one display height for all. */
const HEIGHT = 32
const CAP_HEIGHT = 14
const MARK_SIZE = 24
const GAP = 8
const INK = '#0f172a'

const r = (value: number) => Math.round(value * 100) / 100

/** The wordmark as a standalone SVG file; its width follows the name. */
export function wordmarkSvg({ mark, text, font: fontName, scale = 1 }: Wordmark): string {
  const face = fontFace(fontName)
  const capHeight = face.tables.os2?.sCapHeight || face.unitsPerEm * 0.7
  const fontSize = (CAP_HEIGHT / capHeight) * face.unitsPerEm
  const baseline = HEIGHT / 2 + CAP_HEIGHT / 2
  const path = face.getPath(text, 0, baseline, fontSize)
  const box = path.getBoundingBox()
  const textX = MARK_SIZE + GAP - box.x1
  const contentWidth = MARK_SIZE + GAP + (box.x2 - box.x1)
  const width = r(contentWidth * scale + 2)
  // Scaled about the box's vertical centre, so every wordmark's middle stays on one line.
  const offsetY = (HEIGHT - HEIGHT * scale) / 2
  const markY = (HEIGHT - MARK_SIZE) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">` +
    `<g transform="translate(1 ${r(offsetY)}) scale(${scale})" fill="${INK}" stroke="${INK}" stroke-width="0">` +
    `<g transform="translate(0 ${markY}) scale(${MARK_SIZE / 100})">${MARKS[mark]}</g>` +
    `<path transform="translate(${r(textX)} 0)" d="${pathData(path)}"/>` +
    '</g></svg>'
  )
}
