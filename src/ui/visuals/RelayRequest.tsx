import { CodeLines, jsonLine } from './kit/CodeLines'
import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** Relay: the same checkout request before and after the proxy. */
export function RelayRequest(props: VisualProps) {
  return (
    <VisualSvg {...props} label="A checkout request passing through Relay: the card number and CVC become tokens before your API receives them">
      <Panel x={24} y={6} w={432} h={116} title="POST /v1/checkout · from the browser">
        <CodeLines
          x={42}
          y={60}
          lines={[jsonLine(0, 'amount', '8900'), jsonLine(0, 'number', '"4242424242424242"'), jsonLine(0, 'cvc', '"123"', 'ink', false)]}
        />
      </Panel>
      <Connector points={[[240, 122], [240, 146]]} />
      <g>
        <rect x={24} y={146} width={432} height={54} rx={10} className="fill-(--v-accent-fill)/15 stroke-(--v-accent)" strokeWidth={1} />
        <Lock x={42} y={163} size={16} />
        <Text x={66} y={179} weight={600} size={14} tone="accent">
          Relay
        </Text>
        <Text x={440} y={170} anchor="end" mono size={11} tone="muted">
          $.card.number → card_pfpt
        </Text>
        <Text x={440} y={188} anchor="end" mono size={11} tone="muted">
          $.card.cvc → ephemeral
        </Text>
      </g>
      <Connector points={[[240, 200], [240, 224]]} accent />
      <Panel x={24} y={224} w={432} h={116} title="api.example-shop.com receives">
        <CodeLines
          x={42}
          y={278}
          lines={[
            jsonLine(0, 'amount', '8900'),
            jsonLine(0, 'number', '"4242420193574242"', 'token'),
            jsonLine(0, 'cvc', '"tok_eph_Kx81QzV3"', 'token', false),
          ]}
        />
      </Panel>
    </VisualSvg>
  )
}
