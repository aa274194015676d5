import type { ReactNode } from 'react'

export type Tone = 'ink' | 'muted' | 'accent' | 'token'

const FILLS: Record<Tone, string> = {
  ink: 'fill-(--v-ink)',
  muted: 'fill-(--v-muted)',
  accent: 'fill-(--v-accent)',
  token: 'fill-(--v-token)',
}

/** Text in the drawing: sans for labels, monospace for code, values and tokens. */
export function Text({
  x,
  y,
  children,
  tone = 'ink',
  size = 13,
  mono = false,
  weight,
  anchor,
}: {
  x: number
  y: number
  children: ReactNode
  tone?: Tone
  size?: number
  mono?: boolean
  weight?: number
  anchor?: 'start' | 'middle' | 'end'
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={weight}
      textAnchor={anchor}
      className={`${FILLS[tone]} ${mono ? 'font-mono' : 'font-sans'}`}
    >
      {children}
    </text>
  )
}

export function toneFill(tone: Tone) {
  return FILLS[tone]
}
