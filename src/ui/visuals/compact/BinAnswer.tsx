import { Box } from '../kit/Box'
import { jsonLine } from '../kit/CodeLines'
import { CodePanel } from '../kit/CodePanel'
import { Connector } from '../kit/Connector'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** BIN Lookup on a phone: the digits and the answer's four fields; the request line is left out. */
export function BinAnswerCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="A BIN lookup: the first eight digits of a card, 42424201, and the JSON answer with brand, funding, issuing country and 3-D Secure support">
      <Box x={4} y={4} w={280} h={52} tone="raised" />
      <text x={18} y={37} fontSize={16} className="font-mono" xmlSpace="preserve">
        <tspan className="fill-(--v-accent)">4242 4201</tspan>
        <tspan className="fill-(--v-muted)"> •••• ••••</tspan>
      </text>
      <path d="M18 45h86" className="stroke-(--v-accent)" strokeWidth={2} strokeLinecap="round" />
      <Connector points={[[61, 56], [61, 76]]} accent />
      <CodePanel x={4} y={76} w={280} h={180} title="200 OK · application/json" codeAt={[16, 124]} size={12} leading={20}
        lines={[
          [['{', 'muted']],
          jsonLine(2, 'brand', '"visa"'),
          jsonLine(2, 'funding', '"credit"'),
          jsonLine(2, 'issuer_country', '"GB"'),
          jsonLine(2, 'three_ds_supported', 'true', 'token', false),
          [['}', 'muted']],
        ]}
      />
    </VisualSvg>
  )
}
