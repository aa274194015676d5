import { Badge } from './kit/Badge'
import { Box } from './kit/Box'
import { jsonLine } from './kit/CodeLines'
import { CodePanel } from './kit/CodePanel'
import { Connector } from './kit/Connector'
import { Node, Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** 3-D Secure: checkout, our 3DS server and the issuer; most pass frictionless, the rest see a short challenge. */
export function ChallengeFlow(props: VisualProps) {
  return (
    <VisualSvg {...props} label="The 3-D Secure flow: the checkout asks Cipherwell’s 3DS server, the issuer approves most payments without a challenge and the rest answer a one-time code">
      <Node x={8} y={12} w={132} h={52} label="Checkout" sub="€89.00" />
      <Node x={174} y={12} w={132} h={52} label="3DS server" sub="Cipherwell" accent />
      <Node x={340} y={12} w={132} h={52} label="Issuer ACS" sub="risk check" />
      <Connector points={[[140, 38], [174, 38]]} />
      <Connector points={[[306, 38], [340, 38]]} />
      <Connector points={[[406, 64], [406, 92]]} />
      <Badge x={300} y={92} w={172} h={34} size={11.5}>
        71% frictionless
      </Badge>
      <Panel x={8} y={92} w={240} h={256} title="challenge · your bank">
        <Text x={26} y={148} weight={600} size={13}>
          Confirm it’s you
        </Text>
        <Text x={26} y={170} size={11} tone="muted">
          Enter the code sent to •••• 0142
        </Text>
        {['4', '8', '1', '9', '2', '6'].map((digit, i) => (
          <g key={i}>
            <Box x={26 + i * 35} y={186} w={28} h={36} rx={6} tone="raised" />
            <Text x={40 + i * 35} y={209} anchor="middle" mono size={14}>
              {digit}
            </Text>
          </g>
        ))}
        <rect x={26} y={240} width={204} height={34} rx={8} className="fill-(--v-accent-fill)" />
        <text x={128} y={262} textAnchor="middle" fontWeight={600} fontSize={12.5} className="fill-white font-sans">
          Verify
        </text>
        <Text x={26} y={304} size={10.5} tone="muted">
          Median challenge: 19 seconds
        </Text>
      </Panel>
      <Connector points={[[248, 220], [270, 220]]} />
      <CodePanel x={270} y={148} w={202} h={132} title="result" codeAt={[284, 200]} size={11.5}
        lines={[jsonLine(0, 'status', '"Y"', 'token'), jsonLine(0, 'eci', '"05"'), jsonLine(0, 'cavv', '"AJkBBkhgQQ…"'), jsonLine(0, 'liability', '"issuer"', 'ink', false)]}
      />
      <Text x={270} y={304} size={11} tone="muted">
        Sent to any processor with
      </Text>
      <Text x={270} y={320} size={11} tone="muted">
        the charge
      </Text>
    </VisualSvg>
  )
}
