import type { ReactNode } from 'react'

import { Box, type BoxProps } from './Box'
import { Text, type Tone } from './Text'

type Point = [x: number, y: number]

type Lines = { lines?: undefined; linesAt?: undefined } | { lines: string[]; linesAt: Point }

/**
 * A box titled at its top left, with muted monospace lines under the title: a service, a store,
 * a log (a Node centres its label instead). Positions are the drawing's own, like every other
 * element's. The icon (a padlock, a file) is drawn before the title, children after the lines.
 * On an accent box the title takes the accent colour.
 */
export function TitledBox({
  icon,
  title,
  titleAt: [tx, ty],
  titleSize = 13,
  titleTone,
  lines = [],
  linesAt,
  lineSize = 10.5,
  leading = 18,
  children,
  ...box
}: BoxProps &
  Lines & {
    icon?: ReactNode
    title: string
    titleAt: Point
    titleSize?: number
    titleTone?: Tone
    lineSize?: number
    leading?: number
    children?: ReactNode
  }) {
  const onAccent = box.tone === 'accent' || box.tone === 'accentFaint'
  return (
    <g>
      <Box {...box} />
      {icon}
      <Text x={tx} y={ty} weight={600} size={titleSize} tone={titleTone ?? (onAccent ? 'accent' : 'ink')}>
        {title}
      </Text>
      {linesAt
        ? lines.map((line, i) => (
            <Text key={i} x={linesAt[0]} y={linesAt[1] + i * leading} mono size={lineSize} tone="muted">
              {line}
            </Text>
          ))
        : null}
      {children}
    </g>
  )
}
