import { PATTERNS, type Pattern, type Shape } from './patterns'
import { between, r1, seededRandom } from './random'
import { shapeSvg } from './shapeSvg'

/** Two accents over a deep background; each blog category has its own so covers group visually. */
export type Palette = { background: string; from: string; to: string; glow: string }

export const PALETTES = {
  engineering: { background: '#0b1020', from: '#6d5dfc', to: '#22d3ee', glow: '#8f84ff' },
  compliance: { background: '#07151a', from: '#10b981', to: '#6d5dfc', glow: '#34d399' },
  product: { background: '#160b1f', from: '#f472b6', to: '#f59e0b', glow: '#8f84ff' },
  paper: { background: '#0f172a', from: '#6d5dfc', to: '#14b8a6', glow: '#b4adff' },
} satisfies Record<string, Palette>

/** A cover's drawing: where its glow sits (as fractions of the picture) and the pattern's shapes. */
export type CoverArt = { glow: { cx: number; cy: number }; shapes: Shape[] }

/** The same key always draws the same art, whatever it is painted into. */
export function coverArt(key: string, pattern: Pattern, width: number, height: number): CoverArt {
  const random = seededRandom(key)
  const glow = { cx: r1(between(random, 0.55, 0.85)), cy: r1(between(random, 0.2, 0.5)) }
  return { glow, shapes: PATTERNS[pattern](random, width, height) }
}

/** The gradients every cover paints with, and its background. */
export const coverDefs = (p: Palette, glow: CoverArt['glow'], width: number, height: number) => `
  <defs>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glow.cx}" cy="${glow.cy}" r="0.7">
      <stop offset="0" stop-color="${p.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${p.background}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>`

/** An abstract cover: no text, since a fresh machine may have no fonts for the rasteriser. */
export function coverSvg(key: string, palette: Palette, pattern: Pattern, width = 1600, height = 900): string {
  const { glow, shapes } = coverArt(key, pattern, width, height)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${coverDefs(palette, glow, width, height)}${shapes.map(shapeSvg).join('')}</svg>`
}
