import { Box } from '../kit/Box'
import { CardShape } from '../kit/CardShape'
import { Connector } from '../kit/Connector'
import { Node } from '../kit/Panel'
import { Text } from '../kit/Text'
import { TokenChip } from '../kit/TokenChip'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Card issuing on a phone: the path to the card in a row, the revealed card on a wide screen, the backend's token under it; the buttons are left out. */
export function RevealedCardCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="An issued card revealed to its cardholder: the number travels from the issuer processor through Cipherwell’s secure view to the phone, while your backend holds only a token">
      <Node x={4} y={4} w={120} h={44} label="Issuer" sub="card details" size={12} subSize={11} />
      <Connector points={[[124, 26], [164, 26]]} accent />
      <Node x={164} y={4} w={120} h={44} label="Cipherwell" sub="secure view" size={12} subSize={11} accent />
      <Connector points={[[224, 48], [224, 60]]} accent />
      <Box x={4} y={60} w={280} h={140} rx={22} strokeWidth={1.25} />
      <rect x={124} y={67} width={40} height={5} rx={2.5} className="fill-(--v-edge)" />
      <Text x={20} y={104} weight={600} size={13}>
        Your card
      </Text>
      <Text x={20} y={124} size={11} tone="muted">
        secure frame
      </Text>
      <CardShape x={112} y={82} w={160} number="4000 0012 3456 7899" holder="Exp 09/28 · CVC 417" caption="VISA" />
      <Box x={4} y={212} w={280} h={44} rx={12} tone="open" dash="5 5" />
      <Text x={16} y={239} weight={600} size={12}>
        Your backend
      </Text>
      <TokenChip x={166} y={222.5} text="card_tok_5Hq9" size={11} />
    </VisualSvg>
  )
}
