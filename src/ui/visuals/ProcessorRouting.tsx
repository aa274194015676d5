import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

const PROCESSORS: [name: string, rate: string, chosen: boolean][] = [
  ['Processor A', '92.1%', false],
  ['Processor B', '94.6%', true],
  ['Processor C', '89.3%', false],
]

/** Multi-PSP: one vault, a routing rule in Relay, and the processor it chose for this charge. */
export function ProcessorRouting(props: VisualProps) {
  return (
    <VisualSvg {...props} label="Multi-processor routing: one vault feeds Relay, which sends this charge to the processor with the best approval rate">
      <g>
        <rect x={8} y={130} width={112} height={100} rx={12} className="fill-(--v-raised) stroke-(--v-edge)" strokeWidth={1} />
        <Lock x={22} y={146} size={16} />
        <Text x={22} y={186} weight={600} size={13.5}>
          One vault
        </Text>
        <Text x={22} y={208} mono size={10.5} tone="muted">
          1 copy of each
        </Text>
      </g>
      <Connector points={[[120, 180], [148, 180]]} accent />
      <g>
        <rect x={148} y={118} width={132} height={124} rx={12} className="fill-(--v-accent-fill)/15 stroke-(--v-accent)" strokeWidth={1} />
        <Text x={162} y={144} weight={600} size={13.5} tone="accent">
          Relay route
        </Text>
        <Text x={162} y={170} mono size={10.5} tone="muted">
          if brand=visa
        </Text>
        <Text x={162} y={188} mono size={10.5} tone="muted">
          and country=DE
        </Text>
        <Text x={162} y={206} mono size={10.5} tone="muted">
          → best approval
        </Text>
        <Text x={162} y={226} mono size={10.5} tone="muted">
          else failover
        </Text>
      </g>
      {PROCESSORS.map(([name, rate, chosen], i) => {
        const y = 36 + i * 112
        return (
          <g key={name}>
            <Connector points={[[280, 180], [300, 180], [300, y + 40], [324, y + 40]]} accent={chosen} dashed={!chosen} />
            <rect
              x={324}
              y={y}
              width={148}
              height={80}
              rx={10}
              className={chosen ? 'fill-(--v-token)/10 stroke-(--v-token)' : 'fill-(--v-bg) stroke-(--v-edge)'}
              strokeWidth={1}
            />
            <Text x={340} y={y + 28} weight={600} size={13}>
              {name}
            </Text>
            <Text x={340} y={y + 52} mono size={12} tone={chosen ? 'token' : 'muted'}>
              {rate} approved
            </Text>
            {chosen ? (
              <Text x={340} y={y + 70} size={10.5} tone="token" weight={600}>
                chosen for this charge
              </Text>
            ) : null}
          </g>
        )
      })}
    </VisualSvg>
  )
}
