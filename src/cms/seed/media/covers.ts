import { between, r1, seededRandom } from './random'

/** Two accents over a deep background; each blog category has its own so covers group visually. */
export type Palette = { background: string; from: string; to: string; glow: string }

export const PALETTES = {
  engineering: { background: '#0b1020', from: '#6d5dfc', to: '#22d3ee', glow: '#8f84ff' },
  compliance: { background: '#07151a', from: '#10b981', to: '#6d5dfc', glow: '#34d399' },
  product: { background: '#160b1f', from: '#f472b6', to: '#f59e0b', glow: '#8f84ff' },
  paper: { background: '#0f172a', from: '#6d5dfc', to: '#14b8a6', glow: '#b4adff' },
} satisfies Record<string, Palette>

export type Pattern = 'orbits' | 'grid' | 'waves' | 'prism' | 'lattice'

const defs = (p: Palette, width: number, height: number, random: () => number) => `
  <defs>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${r1(between(random, 0.55, 0.85))}" cy="${r1(between(random, 0.2, 0.5))}" r="0.7">
      <stop offset="0" stop-color="${p.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${p.background}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>`

function orbits(random: () => number, width: number, height: number): string {
  const cx = between(random, width * 0.55, width * 0.8)
  const cy = between(random, height * 0.35, height * 0.65)
  let out = ''
  for (let i = 1; i <= 9; i++) {
    const radius = i * between(random, 60, 80)
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="none" stroke="url(#accent)" stroke-width="${r1(between(random, 1.5, 4))}" stroke-opacity="${r1(1 - i * 0.09)}"/>`
    const angle = random() * Math.PI * 2
    out += `<circle cx="${r1(cx + Math.cos(angle) * radius)}" cy="${r1(cy + Math.sin(angle) * radius)}" r="${r1(between(random, 6, 14))}" fill="url(#accent)"/>`
  }
  return out
}

function grid(random: () => number, width: number, height: number): string {
  const cell = 64
  const fx = between(random, 0.5, 0.85) * width
  const fy = between(random, 0.3, 0.7) * height
  let out = ''
  for (let x = 0; x < width; x += cell) {
    for (let y = 0; y < height; y += cell) {
      const distance = Math.hypot(x - fx, y - fy) / width
      if (random() > 0.95 - distance * 1.6) continue
      const opacity = Math.max(0.08, 0.9 - distance * 1.8) * between(random, 0.4, 1)
      out += `<rect x="${x + 6}" y="${y + 6}" width="${cell - 12}" height="${cell - 12}" rx="10" fill="url(#accent)" fill-opacity="${r1(opacity * 10) / 10}"/>`
    }
  }
  return out
}

function waves(random: () => number, width: number, height: number): string {
  let out = ''
  for (let i = 0; i < 14; i++) {
    const y = height * 0.25 + i * between(random, 28, 40)
    const amplitude = between(random, 40, 140)
    const shift = between(random, -200, 200)
    const d = `M -50 ${r1(y)} C ${r1(width * 0.3 + shift)} ${r1(y - amplitude)}, ${r1(width * 0.6 + shift)} ${r1(y + amplitude)}, ${width + 50} ${r1(y - amplitude / 3)}`
    out += `<path d="${d}" fill="none" stroke="url(#accent)" stroke-width="${r1(between(random, 2, 5))}" stroke-opacity="${r1(0.25 + random() * 0.7)}"/>`
  }
  return out
}

function prism(random: () => number, width: number, height: number): string {
  let out = ''
  for (let i = 0; i < 7; i++) {
    const cx = between(random, width * 0.35, width * 0.95)
    const cy = between(random, 0, height)
    const size = between(random, 180, 420)
    const points = [0, 1, 2].map((k) => {
      const angle = random() * 0.6 + (k * Math.PI * 2) / 3
      return `${r1(cx + Math.cos(angle) * size)},${r1(cy + Math.sin(angle) * size)}`
    })
    out += `<polygon points="${points.join(' ')}" fill="url(#accent)" fill-opacity="${r1(between(random, 0.12, 0.4))}" stroke="url(#accent)" stroke-opacity="0.6" stroke-width="2"/>`
  }
  return out
}

function lattice(random: () => number, width: number, height: number): string {
  const size = 56
  const w = Math.sqrt(3) * size
  let out = ''
  for (let row = -1; row * size * 1.5 < height + size; row++) {
    for (let col = -1; col * w < width + w; col++) {
      const cx = col * w + (row % 2 ? w / 2 : 0)
      const cy = row * size * 1.5
      const points = [0, 1, 2, 3, 4, 5]
        .map((k) => {
          const angle = (Math.PI / 3) * k + Math.PI / 6
          return `${r1(cx + Math.cos(angle) * size * 0.92)},${r1(cy + Math.sin(angle) * size * 0.92)}`
        })
        .join(' ')
      const lit = random() < (cx / width) * 0.45
      out += lit
        ? `<polygon points="${points}" fill="url(#accent)" fill-opacity="${r1(between(random, 0.3, 0.9))}"/>`
        : `<polygon points="${points}" fill="none" stroke="url(#accent)" stroke-opacity="0.18" stroke-width="1.5"/>`
    }
  }
  return out
}

const PATTERNS: Record<Pattern, (random: () => number, width: number, height: number) => string> = {
  orbits,
  grid,
  waves,
  prism,
  lattice,
}

/** An abstract cover: no text, since a fresh machine may have no fonts for the rasteriser. */
export function coverSvg(key: string, palette: Palette, pattern: Pattern, width = 1600, height = 900): string {
  const random = seededRandom(key)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(palette, width, height, random)}${PATTERNS[pattern](random, width, height)}</svg>`
}

/** A portrait report cover: the pattern in the upper part, quiet rules below where a title would sit. */
export function paperCoverSvg(key: string, palette: Palette, pattern: Pattern, width = 1200, height = 1600): string {
  const random = seededRandom(key)
  const rules = [0, 1, 2]
    .map((i) => `<rect x="120" y="${1130 + i * 70}" width="${[760, 620, 420][i]}" height="18" rx="9" fill="#ffffff" fill-opacity="${[0.5, 0.3, 0.2][i]}"/>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(palette, width, height, random)}
    <g clip-path="url(#top)"><clipPath id="top"><rect width="${width}" height="980"/></clipPath>${PATTERNS[pattern](random, width, 980)}</g>
    <rect x="120" y="1040" width="140" height="10" rx="5" fill="url(#accent)"/>${rules}</svg>`
}
