import { between, r1 } from './random'

/**
 * The abstract cover patterns as shapes, so the same drawing can be written as SVG (web
 * covers) or painted into a PDF (a paper's title page). Every shape is painted with the
 * palette's accent gradient: `fill` is its fill opacity, `stroke` its outline.
 */
export type Paint = { fill?: number; stroke?: { width: number; opacity: number } }

export type Shape = Paint &
  (
    | { kind: 'circle'; cx: number; cy: number; r: number }
    | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number }
    | { kind: 'path'; d: string }
    | { kind: 'polygon'; points: [number, number][] }
  )

export type Pattern = 'orbits' | 'grid' | 'waves' | 'prism' | 'lattice'

type Draw = (random: () => number, width: number, height: number) => Shape[]

const orbits: Draw = (random, width, height) => {
  const cx = between(random, width * 0.55, width * 0.8)
  const cy = between(random, height * 0.35, height * 0.65)
  const shapes: Shape[] = []
  for (let i = 1; i <= 9; i++) {
    const radius = i * between(random, 60, 80)
    shapes.push({ kind: 'circle', cx: r1(cx), cy: r1(cy), r: r1(radius), stroke: { width: r1(between(random, 1.5, 4)), opacity: r1(1 - i * 0.09) } })
    const angle = random() * Math.PI * 2
    shapes.push({ kind: 'circle', cx: r1(cx + Math.cos(angle) * radius), cy: r1(cy + Math.sin(angle) * radius), r: r1(between(random, 6, 14)), fill: 1 })
  }
  return shapes
}

const grid: Draw = (random, width, height) => {
  const cell = 64
  const fx = between(random, 0.5, 0.85) * width
  const fy = between(random, 0.3, 0.7) * height
  const shapes: Shape[] = []
  for (let x = 0; x < width; x += cell) {
    for (let y = 0; y < height; y += cell) {
      const distance = Math.hypot(x - fx, y - fy) / width
      if (random() > 0.95 - distance * 1.6) continue
      const opacity = Math.max(0.08, 0.9 - distance * 1.8) * between(random, 0.4, 1)
      shapes.push({ kind: 'rect', x: x + 6, y: y + 6, width: cell - 12, height: cell - 12, rx: 10, fill: r1(opacity * 10) / 10 })
    }
  }
  return shapes
}

const waves: Draw = (random, width, height) => {
  const shapes: Shape[] = []
  for (let i = 0; i < 14; i++) {
    const y = height * 0.25 + i * between(random, 28, 40)
    const amplitude = between(random, 40, 140)
    const shift = between(random, -200, 200)
    const d = `M -50 ${r1(y)} C ${r1(width * 0.3 + shift)} ${r1(y - amplitude)}, ${r1(width * 0.6 + shift)} ${r1(y + amplitude)}, ${width + 50} ${r1(y - amplitude / 3)}`
    shapes.push({ kind: 'path', d, stroke: { width: r1(between(random, 2, 5)), opacity: r1(0.25 + random() * 0.7) } })
  }
  return shapes
}

const prism: Draw = (random, width, height) => {
  const shapes: Shape[] = []
  for (let i = 0; i < 7; i++) {
    const cx = between(random, width * 0.35, width * 0.95)
    const cy = between(random, 0, height)
    const size = between(random, 180, 420)
    const points = [0, 1, 2].map((k): [number, number] => {
      const angle = random() * 0.6 + (k * Math.PI * 2) / 3
      return [r1(cx + Math.cos(angle) * size), r1(cy + Math.sin(angle) * size)]
    })
    shapes.push({ kind: 'polygon', points, fill: r1(between(random, 0.12, 0.4)), stroke: { width: 2, opacity: 0.6 } })
  }
  return shapes
}

const lattice: Draw = (random, width, height) => {
  const size = 56
  const w = Math.sqrt(3) * size
  const shapes: Shape[] = []
  for (let row = -1; row * size * 1.5 < height + size; row++) {
    for (let col = -1; col * w < width + w; col++) {
      const cx = col * w + (row % 2 ? w / 2 : 0)
      const cy = row * size * 1.5
      const points = [0, 1, 2, 3, 4, 5].map((k): [number, number] => {
        const angle = (Math.PI / 3) * k + Math.PI / 6
        return [r1(cx + Math.cos(angle) * size * 0.92), r1(cy + Math.sin(angle) * size * 0.92)]
      })
      const lit = random() < (cx / width) * 0.45
      shapes.push(lit ? { kind: 'polygon', points, fill: r1(between(random, 0.3, 0.9)) } : { kind: 'polygon', points, stroke: { width: 1.5, opacity: 0.18 } })
    }
  }
  return shapes
}

export const PATTERNS: Record<Pattern, Draw> = { orbits, grid, waves, prism, lattice }

/** The accent's direction for one shape: across its own bounding box, as SVG's default gradient units do. */
export function boundsOf(shape: Shape): { x: number; y: number; width: number; height: number } {
  switch (shape.kind) {
    case 'circle':
      return { x: shape.cx - shape.r, y: shape.cy - shape.r, width: shape.r * 2, height: shape.r * 2 }
    case 'rect':
      return { x: shape.x, y: shape.y, width: shape.width, height: shape.height }
    case 'polygon': {
      const xs = shape.points.map(([x]) => x)
      const ys = shape.points.map(([, y]) => y)
      return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) }
    }
    case 'path': {
      // Waves: a move and one cubic; the hull of its points bounds the curve.
      const numbers = shape.d.match(/-?\d+(\.\d+)?/g)!.map(Number)
      const xs = numbers.filter((_, i) => i % 2 === 0)
      const ys = numbers.filter((_, i) => i % 2 === 1)
      return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) }
    }
  }
}
