import { Box } from './Box'
import { Text } from './Text'

/** Width of a monospace string: JetBrains Mono advances 0.6 em per character. */
export const monoWidth = (text: string, size: number) => text.length * size * 0.6

/** A token (or any protected value) as a pill, centred on x when `centre` is set. */
export function TokenChip({ x, y, text, size = 12, centre = false }: { x: number; y: number; text: string; size?: number; centre?: boolean }) {
  const w = monoWidth(text, size) + 20
  const left = centre ? x - w / 2 : x
  return (
    <g>
      <Box x={left} y={y} w={w} h={size + 12} rx={(size + 12) / 2} tone="token" />
      <Text x={left + 10} y={y + size + 4} tone="token" mono size={size}>
        {text}
      </Text>
    </g>
  )
}
