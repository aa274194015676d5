import { Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

const SCRIPTS: [host: string, status: string, fresh: boolean][] = [
  ['js.cipherwell.com/fields.js', 'authorised', false],
  ['cdn.example-shop.com/app.4f2a.js', 'authorised', false],
  ['www.googletagmanager.com/gtm.js', 'authorised', false],
  ['cdn.chat-widget.example/w.js', 'new · review', true],
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
        {SCRIPTS.map(([host, status, fresh], i) => {
          const y = 76 + i * 46
          return (
            <g key={host}>
              <rect
                x={18}
                y={y}
                width={444}
                height={38}
                rx={7}
                className={fresh ? 'fill-(--v-accent-fill)/15 stroke-(--v-accent)' : 'fill-(--v-raised) stroke-(--v-edge)'}
                strokeWidth={1}
              />
              <circle cx={34} cy={y + 19} r={4} className={fresh ? 'fill-(--v-accent)' : 'fill-(--v-token)'} />
              <Text x={48} y={y + 23.5} mono size={11.5}>
                {host}
              </Text>
              <Text x={450} y={y + 23.5} anchor="end" size={11} tone={fresh ? 'accent' : 'token'} weight={600}>
                {status}
              </Text>
            </g>
          )
        })}
      </Panel>
      <g>
        <rect x={96} y={282} width={376} height={66} rx={12} className="fill-(--v-bg) stroke-(--v-accent)" strokeWidth={1.25} />
        <path d="M116 302l9 16h-18z" className="stroke-(--v-accent)" strokeWidth={1.5} strokeLinejoin="round" />
        <Text x={140} y={308} weight={600} size={12.5}>
          New script on /pay
        </Text>
        <Text x={140} y={328} size={11} tone="muted">
          Alert sent 2 min after it first ran · PCI DSS 6.4.3
        </Text>
      </g>
    </VisualSvg>
  )
}
