import { CodeLines, jsonLine } from './kit/CodeLines'
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
      <rect x={300} y={92} width={172} height={34} rx={17} className="fill-(--v-token)/10 stroke-(--v-token)" strokeWidth={1} />
      <Text x={386} y={114} anchor="middle" size={11.5} tone="token" weight={600}>
        71% frictionless
      </Text>
      <Panel x={8} y={92} w={240} h={256} title="challenge · your bank">
        <Text x={26} y={148} weight={600} size={13}>
          Confirm it’s you
        </Text>
        <Text x={26} y={170} size={11} tone="muted">
          Enter the code sent to •••• 0142
        </Text>
        {['4', '8', '1', '9', '2', '6'].map((digit, i) => (
          <g key={i}>
            <rect x={26 + i * 35} y={186} width={28} height={36} rx={6} className="fill-(--v-raised) stroke-(--v-edge)" strokeWidth={1} />
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
      <Panel x={270} y={148} w={202} h={132} title="result">
        <CodeLines
          x={284}
          y={200}
          size={11.5}
          lines={[jsonLine(0, 'status', '"Y"', 'token'), jsonLine(0, 'eci', '"05"'), jsonLine(0, 'cavv', '"AJkBBkhgQQ…"'), jsonLine(0, 'liability', '"issuer"', 'ink', false)]}
        />
      </Panel>
      <Text x={270} y={304} size={11} tone="muted">
        Sent to any processor with
      </Text>
      <Text x={270} y={320} size={11} tone="muted">
        the charge
      </Text>
    </VisualSvg>
  )
}
