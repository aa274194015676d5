import { jsonLine } from '../kit/CodeLines'
import { CodePanel } from '../kit/CodePanel'
import { Connector } from '../kit/Connector'
import { Lock } from '../kit/Lock'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Relay on a phone: the two fields that change, before and after; the amount and the rules' paths are left to the page. */
export function RelayRequestCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={252} label="A checkout request passing through Relay: the card number and CVC become tokens before your API receives them">
      <CodePanel x={4} y={4} w={280} h={84} title="POST /v1/checkout" codeAt={[16, 56]} size={12} leading={19}
        lines={[jsonLine(0, 'number', '"4242424242424242"'), jsonLine(0, 'cvc', '"123"', 'ink', false)]}
      />
      <Connector points={[[144, 88], [144, 104]]} />
      <TitledBox x={4} y={104} w={280} h={44} tone="accent" icon={<Lock x={16} y={117} />} title="Relay" titleAt={[40, 131]} titleSize={14}>
        <Text x={272} y={130} anchor="end" mono size={11} tone="muted">
          number, cvc → tokens
        </Text>
      </TitledBox>
      <Connector points={[[144, 148], [144, 164]]} accent />
      <CodePanel x={4} y={164} w={280} h={84} title="your API receives" codeAt={[16, 216]} size={12} leading={19}
        lines={[jsonLine(0, 'number', '"4242420193574242"', 'token'), jsonLine(0, 'cvc', '"tok_eph_Kx81QzV3"', 'token', false)]}
      />
    </VisualSvg>
  )
}
