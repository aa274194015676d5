/** Where a box stands in the drawing: its top-left corner and its size. */
export type Rect = { x: number; y: number; w: number; h: number }

/** The fills and strokes a box comes in, named by how it looks. */
const TONES = {
  plain: 'fill-(--v-bg) stroke-(--v-edge)',
  raised: 'fill-(--v-raised) stroke-(--v-edge)',
  accent: 'fill-(--v-accent-fill)/15 stroke-(--v-accent)',
  accentFaint: 'fill-(--v-accent-fill)/10 stroke-(--v-accent)',
  accentEdge: 'fill-(--v-bg) stroke-(--v-accent)',
  token: 'fill-(--v-token)/10 stroke-(--v-token)',
  /** An edge and no fill: an area, usually dashed. */
  open: 'stroke-(--v-edge)',
}

export type BoxTone = keyof typeof TONES

export type BoxProps = Rect & { rx?: number; tone?: BoxTone; dash?: string; strokeWidth?: number }

/** A rounded box in one of the palette's tones: nodes, windows, chips and titled boxes are drawn with it. */
export function Box({ x, y, w, h, rx = 10, tone = 'plain', dash, strokeWidth = 1 }: BoxProps) {
  return <rect x={x} y={y} width={w} height={h} rx={rx} className={TONES[tone]} strokeDasharray={dash} strokeWidth={strokeWidth} />
}
