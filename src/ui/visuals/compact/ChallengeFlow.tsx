import { Badge } from '../kit/Badge'
import { Box } from '../kit/Box'
import { Connector } from '../kit/Connector'
import { Node, Panel } from '../kit/Panel'
import { Text } from '../kit/Text'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** 3-D Secure on a phone: the three parties in a row, the frictionless share, then the challenge itself; the result JSON is left to the page. */
export function ChallengeFlowCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="The 3-D Secure flow: the checkout asks Cipherwell’s 3DS server, the issuer approves most payments without a challenge and the rest answer a one-time code">
      <Node x={4} y={4} w={84} h={40} label="Checkout" size={12} />
      <Node x={102} y={4} w={84} h={40} label="3DS server" size={12} accent />
      <Node x={200} y={4} w={84} h={40} label="Issuer" size={12} />
      <Connector points={[[88, 24], [102, 24]]} />
      <Connector points={[[186, 24], [200, 24]]} />
      <Badge x={4} y={56} w={280} h={30} size={12}>
        71% pass without a challenge
      </Badge>
      <Panel x={4} y={98} w={280} h={158} title="challenge · your bank">
        <Text x={16} y={146} weight={600} size={13}>
          Confirm it’s you
        </Text>
        <Text x={16} y={164} size={11} tone="muted">
          Enter the code sent to •••• 0142
        </Text>
        {['4', '8', '1', '9', '2', '6'].map((digit, i) => (
          <g key={i}>
            <Box x={16 + i * 42} y={174} w={32} h={34} rx={6} tone="raised" />
            <Text x={32 + i * 42} y={196} anchor="middle" mono size={15}>
              {digit}
            </Text>
          </g>
        ))}
        <rect x={16} y={216} width={256} height={30} rx={8} className="fill-(--v-accent-fill)" />
        <text x={144} y={235.5} textAnchor="middle" fontWeight={600} fontSize={13} className="fill-white font-sans">
          Verify
        </text>
      </Panel>
    </VisualSvg>
  )
}
