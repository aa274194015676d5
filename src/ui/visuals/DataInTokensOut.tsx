import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Node, Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { TokenChip } from './kit/TokenChip'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'
import styles from './dataInTokensOut.module.css'

/** Home: a card number goes into Relay and the vault; a token comes out to the customer's API. */
export function DataInTokensOut(props: VisualProps) {
  return (
    <VisualSvg {...props} label="Data in, tokens out: a card number enters Relay and is kept in the vault, and your API receives a token">
      <Panel x={8} y={40} w={172} h={118} title="browser">
        <Text x={22} y={92} tone="muted" size={11}>
          card.number
        </Text>
        <Text x={22} y={114} mono size={12}>
          4242 4242 4242 4242
        </Text>
        <Text x={22} y={140} tone="muted" size={11}>
          sent to your Relay endpoint
        </Text>
      </Panel>
      <Panel x={300} y={40} w={172} h={118} title="your API">
        <Text x={314} y={92} tone="muted" size={11}>
          card.number
        </Text>
        <TokenChip x={312} y={100} text="tok_7Nq2vX9LmR4sT8pA" size={10.5} />
        <Text x={314} y={140} tone="muted" size={11}>
          no card data in scope
        </Text>
      </Panel>
      <Connector points={[[180, 99], [200, 99]]} />
      <Connector points={[[280, 99], [300, 99]]} accent />
      <Connector points={[[240, 124], [240, 212]]} dashed accent />
      {/* The travellers pass behind Relay and the vault, so they seem to go through and into them. */}
      <g className={styles.cardIn}>
        <rect x={18} y={100} width={64} height={22} rx={11} className="fill-(--v-bg) stroke-(--v-ink)" strokeWidth={1} />
        <Text x={50} y={115} anchor="middle" mono size={10.5}>
          4242…
        </Text>
      </g>
      <g className={styles.tokenOut}>
        <rect x={210} y={100} width={60} height={22} rx={11} className="fill-(--v-bg) stroke-(--v-token)" strokeWidth={1} />
        <Text x={240} y={115} anchor="middle" mono size={10.5} tone="token">
          tok_…
        </Text>
      </g>
      <rect x={200} y={74} width={80} height={50} rx={8} className="fill-(--v-bg)" />
      <Node x={200} y={74} w={80} h={50} label="Relay" sub="< 5 ms" accent />
      <rect x={200} y={74} width={80} height={50} rx={8} className={`stroke-(--v-accent) ${styles.pulse}`} strokeWidth={3} />
      <TitledBox x={150} y={212} w={180} h={116} rx={12} tone="raised" icon={<Lock x={166} y={228} size={18} />} title="Vault" titleAt={[192, 243]} titleSize={14}>
        <Text x={166} y={272} mono size={11} tone="muted">
          tok_7Nq2…sT8pA →
        </Text>
        <Text x={166} y={292} mono size={11}>
          4242 •••• •••• 4242
        </Text>
        <Text x={166} y={314} size={11} tone="muted">
          encrypted, keys in HSMs
        </Text>
      </TitledBox>
    </VisualSvg>
  )
}
