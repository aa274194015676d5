import { Fragment } from 'react'

import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

export const PROCESSORS: [name: string, rate: string, chosen: boolean][] = [
  ['Processor A', '92.1%', false],
  ['Processor B', '94.6%', true],
  ['Processor C', '89.3%', false],
]

/** Multi-PSP: one vault, a routing rule in Relay, and the processor it chose for this charge. */
export function ProcessorRouting(props: VisualProps) {
  return (
    <VisualSvg {...props} label="Multi-processor routing: one vault feeds Relay, which sends this charge to the processor with the best approval rate">
      <TitledBox x={8} y={130} w={112} h={100} rx={12} tone="raised" icon={<Lock x={22} y={146} />} title="One vault" titleAt={[22, 186]} titleSize={13.5} lines={['1 copy of each']} linesAt={[22, 208]} />
      <Connector points={[[120, 180], [148, 180]]} accent />
      <TitledBox x={148} y={118} w={132} h={124} rx={12} tone="accent" title="Relay route" titleAt={[162, 144]} titleSize={13.5} lines={['if brand=visa', 'and country=DE', '→ best approval']} linesAt={[162, 170]}>
        <Text x={162} y={226} mono size={10.5} tone="muted">
          else failover
        </Text>
      </TitledBox>
      {PROCESSORS.map(([name, rate, chosen], i) => {
        const y = 36 + i * 112
        return (
          <Fragment key={name}>
            <Connector points={[[280, 180], [300, 180], [300, y + 40], [324, y + 40]]} accent={chosen} dashed={!chosen} />
            <TitledBox x={324} y={y} w={148} h={80} tone={chosen ? 'token' : 'plain'} title={name} titleAt={[340, y + 28]}>
              <Text x={340} y={y + 52} mono size={12} tone={chosen ? 'token' : 'muted'}>
                {rate} approved
              </Text>
              {chosen ? (
                <Text x={340} y={y + 70} size={10.5} tone="token" weight={600}>
                  chosen for this charge
                </Text>
              ) : null}
            </TitledBox>
          </Fragment>
        )
      })}
    </VisualSvg>
  )
}
