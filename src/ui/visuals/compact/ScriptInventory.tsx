import { Box } from '../kit/Box'
import { Panel } from '../kit/Panel'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** The scripts by host only: their paths would not fit a phone's row at a legible size. */
const HOSTS: { host: string; fresh?: true }[] = [
  { host: 'js.cipherwell.com' },
  { host: 'cdn.example-shop.com' },
  { host: 'googletagmanager.com' },
  { host: 'chat-widget.example', fresh: true },
]

/** Page Protection on a phone: the same inventory and alert, one host a row. */
export function ScriptInventoryCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="Page Protection’s script inventory of a checkout page: three authorised scripts and a new one flagged for review">
      <Panel x={4} y={4} w={280} h={186} title="example-shop.com/pay">
        {HOSTS.map(({ host, fresh }, i) => {
          const y = 40 + i * 36
          return (
            <g key={host}>
              <Box x={12} y={y} w={264} h={30} rx={7} tone={fresh ? 'accent' : 'raised'} />
              <circle cx={26} cy={y + 15} r={4} className={fresh ? 'fill-(--v-accent)' : 'fill-(--v-token)'} />
              <Text x={38} y={y + 19.5} mono size={11}>
                {host}
              </Text>
              <Text x={266} y={y + 19.5} anchor="end" size={11} tone={fresh ? 'accent' : 'token'} weight={600}>
                {fresh ? 'new · review' : 'authorised'}
              </Text>
            </g>
          )
        })}
      </Panel>
      <TitledBox x={4} y={202} w={280} h={54} rx={12} tone="accentEdge" strokeWidth={1.25} title="New script on /pay" titleAt={[40, 224]}
        icon={<path d="M25 212l9 16h-18z" className="stroke-(--v-accent)" strokeWidth={1.5} strokeLinejoin="round" />}
      >
        <Text x={40} y={244} size={11} tone="muted">
          alert sent · PCI DSS 6.4.3
        </Text>
      </TitledBox>
    </VisualSvg>
  )
}
