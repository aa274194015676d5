import { Box } from '../kit/Box'
import { CardShape } from '../kit/CardShape'
import { Connector } from '../kit/Connector'
import { Lock } from '../kit/Lock'
import { Node } from '../kit/Panel'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { TokenChip } from '../kit/TokenChip'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Accepting cards on a phone: card and vault side by side, then your servers and the processor under them; the step captions are left out. */
export function AcceptCardsCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="Accepting cards: a card is collected once, stored in a vault no processor owns, and charged through your processor, while your servers keep only a token">
      <CardShape x={4} y={4} w={170} number="4242 4242 4242 4242" holder="A. Lovelace · 12/29" caption="VISA" />
      <Connector points={[[174, 58], [194, 58]]} accent />
      <TitledBox x={194} y={4} w={90} h={107} rx={12} tone="raised" icon={<Lock x={204} y={15} size={14} />} title="Vault" titleAt={[224, 29]}>
        <TokenChip x={199} y={44} text="tok_7Nq2…" size={11} />
        <Text x={204} y={96} size={11} tone="muted">
          portable
        </Text>
      </TitledBox>
      <Connector points={[[239, 111], [239, 136]]} dashed />
      <Box x={4} y={136} w={280} h={52} rx={12} tone="open" dash="5 5" />
      <Text x={16} y={158} weight={600} size={12}>
        Your servers
      </Text>
      <TokenChip x={196} y={143} text="tok_7Nq2…" size={11} />
      <Text x={16} y={178} size={11} tone="muted">
        token and last4, never the number
      </Text>
      <Connector points={[[144, 188], [144, 204]]} accent />
      <Node x={4} y={204} w={280} h={52} label="Your processor" sub="€89.00 · approved" subSize={11} accent />
    </VisualSvg>
  )
}
