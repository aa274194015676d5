import { Connector } from '../kit/Connector'
import { Lock } from '../kit/Lock'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'
import { PROCESSORS } from '../ProcessorRouting'

const rowY = (i: number) => 92 + i * 56

/** Multi-PSP on a phone: the route and the vault on top, the processors stacked under them on one trunk. */
export function ProcessorRoutingCompact(props: VisualProps) {
  // The chosen branch is drawn last, so the trunk it shares with the others reads as solid.
  const branches = PROCESSORS.map((processor, i) => ({ i, chosen: processor[2] })).sort((a, b) => Number(a.chosen) - Number(b.chosen))
  return (
    <VisualSvg {...props} compactHeight={256} label="Multi-processor routing: one vault feeds Relay, which sends this charge to the processor with the best approval rate">
      <TitledBox x={4} y={4} w={164} h={72} rx={12} tone="accent" title="Relay route" titleAt={[16, 28]} lines={['brand=visa, DE', '→ best approval']} linesAt={[16, 48]} lineSize={11} />
      <TitledBox x={188} y={4} w={96} h={72} rx={12} tone="raised" icon={<Lock x={198} y={15} size={14} />} title="Vault" titleAt={[218, 29]} lines={['1 copy']} linesAt={[198, 60]} lineSize={11} />
      <Connector points={[[188, 40], [168, 40]]} accent />
      {branches.map(({ i, chosen }) => (
        <Connector key={i} points={[[20, 76], [20, rowY(i) + 24], [40, rowY(i) + 24]]} accent={chosen} dashed={!chosen} />
      ))}
      {PROCESSORS.map(([name, rate, chosen], i) => (
        <TitledBox key={name} x={40} y={rowY(i)} w={244} h={48} tone={chosen ? 'token' : 'plain'} title={name} titleAt={[54, rowY(i) + 29]} titleSize={12}>
          <Text x={272} y={rowY(i) + 29} anchor="end" mono size={12} tone={chosen ? 'token' : 'muted'}>
            {chosen ? `${rate} · chosen` : rate}
          </Text>
        </TitledBox>
      ))}
    </VisualSvg>
  )
}
