import { CodePanel } from '../kit/CodePanel'
import { Connector } from '../kit/Connector'
import { Lock } from '../kit/Lock'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Credentials on a phone: the request before and after Relay, its host shortened to fit a line. */
export function InjectedCredentialCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="A customer’s credential used without holding it: your code sends a token, and Relay injects the real API key only into requests to the host it is bound to">
      <CodePanel x={4} y={4} w={280} h={80} title="your integration sends" codeAt={[16, 55]} size={11.5} leading={18}
        lines={[
          [['POST ', 'accent'], ['api.partner.example']],
          [['Bearer ', 'muted'], ['tok_cred_R8mQ2zLp', 'token']],
        ]}
      />
      <Connector points={[[144, 84], [144, 100]]} />
      <TitledBox x={4} y={100} w={280} h={60} rx={12} tone="accent" icon={<Lock x={16} y={111} />} title="Relay" titleAt={[40, 126]} titleSize={14}>
        <Text x={16} y={149} mono size={11}>
          bound to api.partner.example
        </Text>
      </TitledBox>
      <Connector points={[[144, 160], [144, 176]]} accent />
      <CodePanel x={4} y={176} w={280} h={80} title="api.partner.example receives" codeAt={[16, 227]} size={11.5} leading={18}
        lines={[
          [['POST ', 'accent'], ['/v2/orders']],
          [['Bearer ', 'muted'], ['sk_live_51Hq…f9Qz']],
        ]}
      />
    </VisualSvg>
  )
}
