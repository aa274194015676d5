import { Box } from './kit/Box'
import { CardShape } from './kit/CardShape'
import { Connector } from './kit/Connector'
import { Node } from './kit/Panel'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { TokenChip } from './kit/TokenChip'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** Card issuing: the issued card goes from the issuer processor to the cardholder's screen; the backend sees a token. */
export function RevealedCard(props: VisualProps) {
  return (
    <VisualSvg {...props} label="An issued card revealed to its cardholder: the number travels from the issuer processor through Cipherwell’s secure view to the phone, while your backend holds only a token">
      <Node x={8} y={20} w={176} h={56} label="Issuer processor" sub="card details" />
      <Connector points={[[96, 76], [96, 108]]} accent />
      <Node x={8} y={108} w={176} h={56} label="Cipherwell" sub="secure view" accent />
      <Connector points={[[184, 136], [262, 136]]} accent />
      <TitledBox x={8} y={222} w={176} h={126} rx={12} tone="open" dash="5 5" title="Your backend" titleAt={[24, 250]} titleSize={12.5}>
        <TokenChip x={22} y={264} text="card_tok_5Hq9" size={11} />
        <Text x={24} y={316} size={10.5} tone="muted">
          no card number,
        </Text>
        <Text x={24} y={332} size={10.5} tone="muted">
          out of PCI scope
        </Text>
      </TitledBox>
      <Connector points={[[96, 164], [96, 222]]} dashed />
      <g>
        <Box x={262} y={8} w={210} h={344} rx={28} strokeWidth={1.25} />
        <rect x={337} y={20} width={60} height={6} rx={3} className="fill-(--v-edge)" />
        <Text x={280} y={62} weight={600} size={13}>
          Your card
        </Text>
        <CardShape x={276} y={78} w={182} number="4000 0012 3456 7899" holder="Exp 09/28 · CVC 417" caption="VISA" />
        <Text x={280} y={226} size={10.5} tone="muted">
          shown in a secure frame
        </Text>
        <Box x={280} y={244} w={174} h={34} rx={8} tone="raised" />
        <Text x={367} y={266} anchor="middle" size={12}>
          Copy card number
        </Text>
        <Box x={280} y={290} w={174} h={34} rx={8} tone="raised" />
        <Text x={367} y={312} anchor="middle" size={12}>
          Hide details
        </Text>
      </g>
    </VisualSvg>
  )
}
