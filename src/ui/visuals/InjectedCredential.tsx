import { CodeLines } from './kit/CodeLines'
import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** Credentials: your code sends a credential token; Relay swaps in the real key, only towards its bound host. */
export function InjectedCredential(props: VisualProps) {
  return (
    <VisualSvg {...props} label="A customer’s credential used without holding it: your code sends a token, and Relay injects the real API key only into requests to the host it is bound to">
      <Panel x={8} y={8} w={464} h={96} title="your integration sends">
        <CodeLines
          x={22}
          y={62}
          size={11.5}
          lines={[
            [['POST ', 'accent'], ['https://api.partner.example/v2/orders']],
            [['Authorization: ', 'muted'], ['Bearer tok_cred_R8mQ2zLp', 'token']],
          ]}
        />
      </Panel>
      <Connector points={[[240, 104], [240, 128]]} />
      <g>
        <rect x={8} y={128} width={464} height={92} rx={12} className="fill-(--v-accent-fill)/15 stroke-(--v-accent)" strokeWidth={1} />
        <Lock x={24} y={144} size={16} />
        <Text x={48} y={159} weight={600} size={13.5} tone="accent">
          Relay
        </Text>
        <Text x={24} y={184} mono size={11}>
          tok_cred_R8mQ2zLp → bound to api.partner.example
        </Text>
        <Text x={24} y={205} mono size={11} tone="muted">
          any other host: refused, logged
        </Text>
      </g>
      <Connector points={[[240, 220], [240, 242]]} accent />
      <Panel x={8} y={242} w={464} h={110} title="api.partner.example receives">
        <CodeLines
          x={22}
          y={296}
          size={11.5}
          lines={[
            [['POST ', 'accent'], ['/v2/orders']],
            [['Authorization: ', 'muted'], ['Bearer sk_live_51Hq…f9Qz']],
          ]}
        />
        <Text x={22} y={338} size={10.5} tone="muted">
          Your logs and database only ever hold the token.
        </Text>
      </Panel>
    </VisualSvg>
  )
}
