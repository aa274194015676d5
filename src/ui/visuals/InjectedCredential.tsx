import { CodePanel } from './kit/CodePanel'
import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** Credentials: your code sends a credential token; Relay swaps in the real key, only towards its bound host. */
export function InjectedCredential(props: VisualProps) {
  return (
    <VisualSvg {...props} label="A customer’s credential used without holding it: your code sends a token, and Relay injects the real API key only into requests to the host it is bound to">
      <CodePanel x={8} y={8} w={464} h={96} title="your integration sends" codeAt={[22, 62]} size={11.5}
        lines={[
          [['POST ', 'accent'], ['https://api.partner.example/v2/orders']],
          [['Authorization: ', 'muted'], ['Bearer tok_cred_R8mQ2zLp', 'token']],
        ]}
      />
      <Connector points={[[240, 104], [240, 128]]} />
      <TitledBox x={8} y={128} w={464} h={92} rx={12} tone="accent" icon={<Lock x={24} y={144} />} title="Relay" titleAt={[48, 159]} titleSize={13.5}>
        <Text x={24} y={184} mono size={11}>
          tok_cred_R8mQ2zLp → bound to api.partner.example
        </Text>
        <Text x={24} y={205} mono size={11} tone="muted">
          any other host: refused, logged
        </Text>
      </TitledBox>
      <Connector points={[[240, 220], [240, 242]]} accent />
      <CodePanel x={8} y={242} w={464} h={110} title="api.partner.example receives" codeAt={[22, 296]} size={11.5}
        lines={[
          [['POST ', 'accent'], ['/v2/orders']],
          [['Authorization: ', 'muted'], ['Bearer sk_live_51Hq…f9Qz']],
        ]}
      >
        <Text x={22} y={338} size={10.5} tone="muted">
          Your logs and database only ever hold the token.
        </Text>
      </CodePanel>
    </VisualSvg>
  )
}
