import { Fragment } from 'react'

import { toneFill, type Tone } from './Text'

/** A run of text in one colour; a line is a list of runs. */
export type Run = [text: string, tone?: Tone]

/** Monospace lines (JSON, headers, code), each a list of coloured runs. */
export function CodeLines({ x, y, lines, size = 12, leading = 20 }: { x: number; y: number; lines: Run[][]; size?: number; leading?: number }) {
  return (
    <text x={x} y={y} fontSize={size} className="font-mono" xmlSpace="preserve">
      {lines.map((runs, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 0 : leading}>
          {runs.map(([text, tone = 'ink'], j) => (
            <Fragment key={j}>
              <tspan className={toneFill(tone)}>{text}</tspan>
            </Fragment>
          ))}
        </tspan>
      ))}
    </text>
  )
}

/** `"key": value,` as runs: the key in the accent colour, the value in the tone given. */
export const jsonLine = (indent: number, key: string, value: string, tone: Tone = 'ink', comma = true): Run[] => [
  [`${' '.repeat(indent)}"${key}"`, 'accent'],
  [': ', 'muted'],
  [value, tone],
  [comma ? ',' : '', 'muted'],
]
