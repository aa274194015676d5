import { Field } from '../CardForm'
import { Box } from '../kit/Box'
import { Connector } from '../kit/Connector'
import { Lock } from '../kit/Lock'
import { Panel } from '../kit/Panel'
import { Text } from '../kit/Text'
import { TokenChip } from '../kit/TokenChip'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Card Collection on a phone: the form's fields, and under it the token your page receives. */
export function CardFormCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="A checkout card form whose fields are served from Cipherwell’s domain; your page receives a token, not the card number">
      <Panel x={4} y={4} w={280} h={180} title="example-shop.com/checkout">
        <Field x={16} y={50} w={256} label="Card number" value="4242 4242 4242 4242" />
        <Field x={16} y={108} w={120} label="Expiry" value="12 / 29" />
        <Field x={152} y={108} w={120} label="CVC" value="•••" />
        <Lock x={16} y={161} size={12} tone="muted" />
        <Text x={34} y={173} size={11} tone="muted">
          fields served from js.cipherwell.com
        </Text>
      </Panel>
      <Connector points={[[144, 184], [144, 204]]} accent />
      <Box x={4} y={204} w={280} h={52} tone="raised" />
      <Text x={16} y={234} size={11} tone="muted">
        your page receives
      </Text>
      <TokenChip x={146} y={218} text="tok_7Nq2vX9L…" size={12} />
    </VisualSvg>
  )
}
