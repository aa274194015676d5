import { Box, type Rect } from './Box'
import { Text } from './Text'

/** A verdict in a token-coloured pill, its text centred. */
export function Badge({ x, y, w, h, size, children }: Rect & { size: number; children: string }) {
  return (
    <>
      <Box x={x} y={y} w={w} h={h} rx={h / 2} tone="token" />
      <Text x={x + w / 2} y={y + h / 2 + 5} anchor="middle" size={size} tone="token" weight={600}>
        {children}
      </Text>
    </>
  )
}
