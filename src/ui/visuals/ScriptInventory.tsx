import { Box } from './kit/Box'
import { Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** The page's scripts: all authorised but the newly seen one (`fresh`). */
const SCRIPTS: { host: string; fresh?: true }[] = [
  { host: 'js.cipherwell.com/fields.js' },
  { host: 'cdn.example-shop.com/app.4f2a.js' },
  { host: 'www.googletagmanager.com/gtm.js' },
  { host: 'cdn.chat-widget.example/w.js', fresh: true },
]

/** Page Protection: the payment page's script inventory with a newly seen script flagged. */
export function ScriptInventory(props: VisualProps) {
  return (
    <VisualSvg {...props} label="Page Protection’s script inventory of a checkout page: three authorised scripts and a new one flagged for review">
      <Panel x={8} y={8} w={464} h={258} title="example-shop.com/pay · script inventory">
        <Text x={24} y={64} size={10.5} tone="muted" weight={600}>
          SCRIPT
        </Text>
        <Text x={456} y={64} anchor="end" size={10.5} tone="muted" weight={600}>
          STATUS
        </Text>
        {SCRIPTS.map(({ host, fresh }, i) => {
          const y = 76 + i * 46
          return (
            <g key={host}>
              <Box x={18} y={y} w={444} h={38} rx={7} tone={fresh ? 'accent' : 'raised'} />
              <circle cx={34} cy={y + 19} r={4} className={fresh ? 'fill-(--v-accent)' : 'fill-(--v-token)'} />
              <Text x={48} y={y + 23.5} mono size={11.5}>
                {host}
              </Text>
              <Text x={450} y={y + 23.5} anchor="end" size={11} tone={fresh ? 'accent' : 'token'} weight={600}>
                {fresh ? 'new · review' : 'authorised'}
              </Text>
            </g>
          )
        })}
      </Panel>
      <TitledBox x={96} y={282} w={376} h={66} rx={12} tone="accentEdge" strokeWidth={1.25} title="New script on /pay" titleAt={[140, 308]} titleSize={12.5}
        icon={<path d="M116 302l9 16h-18z" className="stroke-(--v-accent)" strokeWidth={1.5} strokeLinejoin="round" />}
      >
        <Text x={140} y={328} size={11} tone="muted">
          Alert sent 2 min after it first ran · PCI DSS 6.4.3
        </Text>
      </TitledBox>
    </VisualSvg>
  )
}
