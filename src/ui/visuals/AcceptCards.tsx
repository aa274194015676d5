import { Box } from './kit/Box'
import { CardShape } from './kit/CardShape'
import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Node } from './kit/Panel'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { TokenChip } from './kit/TokenChip'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

const Step = ({ x, y, children }: { x: number; y: number; children: string }) => (
  <Text x={x} y={y} size={11} tone="muted" weight={600}>
    {children}
  </Text>
)

/** Accept cards: a card is collected once, vaulted, and charged through the processor you choose. */
export function AcceptCards(props: VisualProps) {
  return (
    <VisualSvg {...props} label="Accepting cards: a card is collected once, stored in a vault no processor owns, and charged through your processor, while your servers keep only a token">
      <Step x={8} y={40}>
        1 · COLLECT
      </Step>
      <CardShape x={8} y={52} w={176} number="4242 4242 4242 4242" holder="A. Lovelace · 12/29" caption="VISA" />
      <Connector points={[[184, 108], [218, 108]]} accent />
      <Step x={218} y={40}>
        2 · VAULT
      </Step>
      <TitledBox x={218} y={52} w={254} h={112} rx={12} tone="raised" icon={<Lock x={234} y={68} />} title="Your vault, no processor’s" titleAt={[258, 83]} titleSize={13.5}>
        <TokenChip x={232} y={104} text="tok_7Nq2vX9LmR4sT8pA" size={11.5} />
        <Text x={234} y={150} size={10.5} tone="muted">
          portable: export or switch at will
        </Text>
      </TitledBox>
      <Step x={218} y={212}>
        3 · CHARGE
      </Step>
      <Connector points={[[345, 164], [345, 224]]} accent />
      <Node x={218} y={224} w={254} h={64} label="Your processor" sub="€89.00 · approved" accent />
      <Step x={8} y={212}>
        YOUR SERVERS
      </Step>
      <Connector points={[[232, 164], [232, 190], [96, 190], [96, 224]]} dashed />
      <Box x={8} y={224} w={176} h={104} rx={12} tone="open" dash="5 5" />
      <TokenChip x={22} y={240} text="tok_7Nq2…sT8pA" size={11} />
      <Text x={24} y={290} size={11} tone="muted">
        the token and last4,
      </Text>
      <Text x={24} y={308} size={11} tone="muted">
        never the card number
      </Text>
    </VisualSvg>
  )
}
