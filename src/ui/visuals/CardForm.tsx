import { Box } from './kit/Box'
import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { TokenChip } from './kit/TokenChip'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

export function Field({ x, y, w, label, value }: { x: number; y: number; w: number; label: string; value: string }) {
  return (
    <g>
      <Text x={x} y={y} size={11} tone="muted">
        {label}
      </Text>
      <Box x={x} y={y + 8} w={w} h={34} rx={6} tone="accentEdge" />
      <Text x={x + 12} y={y + 30} mono size={12.5}>
        {value}
      </Text>
    </g>
  )
}

/** Card Collection: the checkout's card form, its fields served by Cipherwell, returning a token. */
export function CardForm(props: VisualProps) {
  return (
    <VisualSvg {...props} label="A checkout card form whose fields are served from Cipherwell’s domain; your page receives a token, not the card number">
      <Panel x={8} y={8} w={300} h={300} title="example-shop.com/checkout">
        <Text x={26} y={64} weight={600} size={14}>
          Pay €89.00
        </Text>
        <Field x={26} y={90} w={264} label="Card number" value="4242 4242 4242 4242" />
        <Field x={26} y={154} w={124} label="Expiry" value="12 / 29" />
        <Field x={166} y={154} w={124} label="CVC" value="•••" />
        <rect x={26} y={222} width={264} height={38} rx={8} className="fill-(--v-accent-fill)" />
        <text x={158} y={246} textAnchor="middle" fontWeight={600} fontSize={13} className="fill-white font-sans">
          Pay
        </text>
        <Lock x={26} y={272} size={12} tone="muted" />
        <Text x={44} y={284} size={10.5} tone="muted">
          fields served from js.cipherwell.com
        </Text>
      </Panel>
      <Connector points={[[308, 220], [326, 220]]} accent />
      <g>
        <Box x={326} y={160} w={146} h={120} tone="raised" />
        <Text x={340} y={184} size={11} tone="muted">
          your page receives
        </Text>
        <TokenChip x={336} y={196} text="tok_7Nq2vX9L…" size={10.5} />
        <Text x={340} y={244} size={11} tone="muted">
          brand visa
        </Text>
        <Text x={340} y={262} size={11} tone="muted">
          last4 4242
        </Text>
      </g>
      <Text x={26} y={340} size={11} tone="muted">
        Styled with your fonts and colours; the card number never reaches your page.
      </Text>
    </VisualSvg>
  )
}
