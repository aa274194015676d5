import { jsonLine } from './kit/CodeLines'
import { CodePanel } from './kit/CodePanel'
import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** Relay: the same checkout request before and after the proxy. */
export function RelayRequest(props: VisualProps) {
  return (
    <VisualSvg {...props} label="A checkout request passing through Relay: the card number and CVC become tokens before your API receives them">
      <CodePanel x={24} y={6} w={432} h={116} title="POST /v1/checkout · from the browser" codeAt={[42, 60]}
        lines={[jsonLine(0, 'amount', '8900'), jsonLine(0, 'number', '"4242424242424242"'), jsonLine(0, 'cvc', '"123"', 'ink', false)]}
      />
      <Connector points={[[240, 122], [240, 146]]} />
      <TitledBox x={24} y={146} w={432} h={54} tone="accent" icon={<Lock x={42} y={163} />} title="Relay" titleAt={[66, 179]} titleSize={14}>
        <Text x={440} y={170} anchor="end" mono size={11} tone="muted">
          $.card.number → card_pfpt
        </Text>
        <Text x={440} y={188} anchor="end" mono size={11} tone="muted">
          $.card.cvc → ephemeral
        </Text>
      </TitledBox>
      <Connector points={[[240, 200], [240, 224]]} accent />
      <CodePanel x={24} y={224} w={432} h={116} title="api.example-shop.com receives" codeAt={[42, 278]}
        lines={[jsonLine(0, 'amount', '8900'), jsonLine(0, 'number', '"4242420193574242"', 'token'), jsonLine(0, 'cvc', '"tok_eph_Kx81QzV3"', 'token', false)]}
      />
    </VisualSvg>
  )
}
