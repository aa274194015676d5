import { jsonLine } from '../kit/CodeLines'
import { CodePanel } from '../kit/CodePanel'
import { Connector } from '../kit/Connector'
import { Text } from '../kit/Text'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Functions on a phone: the boundary, the code that reveals inside it, and the hash that leaves. */
export function FunctionsBoundaryCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={256} label="A Function runs inside the compliance boundary on the revealed card number and returns only a hash to your fraud model">
      <rect x={4} y={4} width={280} height={160} rx={14} className="stroke-(--v-accent)" strokeDasharray="5 5" strokeWidth={1} />
      <Text x={16} y={26} tone="accent" size={11} weight={600}>
        PLAINTEXT STAYS INSIDE
      </Text>
      <CodePanel x={16} y={38} w={256} h={114} title="fraud-hash.ts" codeAt={[28, 88]} size={11.5}
        lines={[
          [['const ', 'accent'], ['pan = reveal(tok)']],
          [['const ', 'accent'], ['salt = env.SALT']],
          [['return ', 'accent'], ['sha256(pan, salt)']],
        ]}
      />
      <Connector points={[[144, 164], [144, 188]]} accent />
      <CodePanel x={4} y={188} w={280} h={64} title="your fraud model receives" codeAt={[16, 238]} size={12} lines={[jsonLine(0, 'hash', '"9f2c41d7…e41a"', 'token', false)]} />
    </VisualSvg>
  )
}
