import { Box } from './kit/Box'
import { jsonLine } from './kit/CodeLines'
import { CodePanel } from './kit/CodePanel'
import { Connector } from './kit/Connector'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** BIN Lookup: the card's first eight digits and the JSON the API answers with. */
export function BinAnswer(props: VisualProps) {
  return (
    <VisualSvg {...props} label="A BIN lookup: the first eight digits of a card, 42424201, and the JSON answer with brand, funding, issuing country and 3-D Secure support">
      <g>
        <Box x={8} y={10} w={464} h={58} tone="raised" />
        <text x={24} y={46} fontSize={17} className="font-mono" xmlSpace="preserve">
          <tspan className="fill-(--v-accent)">4242 4201</tspan>
          <tspan className="fill-(--v-muted)"> •••• ••••</tspan>
        </text>
        <path d="M24 56h82" className="stroke-(--v-accent)" strokeWidth={2} strokeLinecap="round" />
        <Text x={456} y={44} anchor="end" mono size={11.5} tone="muted">
          GET /v1/bins/42424201
        </Text>
      </g>
      <Connector points={[[65, 68], [65, 100]]} accent />
      <CodePanel x={8} y={100} w={464} h={252} title="200 OK · application/json" codeAt={[26, 152]} size={13} leading={24}
        lines={[
          [['{', 'muted']],
          jsonLine(2, 'brand', '"visa"'),
          jsonLine(2, 'funding', '"credit"'),
          jsonLine(2, 'issuer_country', '"GB"'),
          jsonLine(2, 'three_ds_supported', 'true', 'token'),
          jsonLine(2, 'regulated', 'false', 'ink', false),
          [['}', 'muted']],
        ]}
      >
        <Text x={456} y={330} anchor="end" size={11} tone="muted">
          tables rebuilt daily
        </Text>
      </CodePanel>
    </VisualSvg>
  )
}
