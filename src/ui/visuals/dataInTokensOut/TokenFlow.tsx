import type { ReactNode } from 'react'

import { Box } from '../kit/Box'
import { Connector } from '../kit/Connector'
import { Lock } from '../kit/Lock'
import { Panel } from '../kit/Panel'
import { Text } from '../kit/Text'
import { COMPACT_W, VisualSvg, type VisualProps } from '../kit/VisualSvg'
import { pillSize, TOKEN_TEXT, VALUE_TEXT, type FlowLayout, type Label, type Place } from './layouts'
import { flowCss, moverClass, REST, type Mover } from './timeline'

const LABEL = 'Data in, tokens out: a card number leaves the browser for Relay and goes into the vault, and a token takes its place on its way to your API'

function Labels({ labels }: { labels: Label[] }) {
  return labels.map(({ text, anchor, ...label }) => (
    <Text key={text} {...label} anchor={anchor}>
      {text}
    </Text>
  ))
}

/** A mover, drawn at its still place with its still opacity; the keyframes take it from there. */
function Moving({ layout, mover, children }: { layout: FlowLayout; mover: Mover; children: ReactNode }) {
  return (
    <g className={moverClass(layout, mover)} opacity={REST[mover].opacity}>
      {children}
    </g>
  )
}

/** A travelling value or token; `open` is the dashed outline of the slot waiting for it. */
function Pill({ layout, place, text, kind }: { layout: FlowLayout; place: Place; text?: string; kind: 'value' | 'token' | 'open' }) {
  const [x, y] = layout.places[place]
  const { w, h } = pillSize(layout)
  if (kind === 'open') return <Box x={x} y={y} w={w} h={h} rx={h / 2} tone="open" dash="4 4" />
  return (
    <>
      {/* Opaque underneath, so the wire the pill travels along does not show through it. */}
      <rect x={x} y={y} width={w} height={h} rx={h / 2} className={kind === 'token' ? 'fill-(--v-bg)' : 'fill-(--v-bg) stroke-(--v-ink)'} strokeWidth={1} />
      {kind === 'token' ? <Box x={x} y={y} w={w} h={h} rx={h / 2} tone="token" /> : null}
      <Text x={x + 10} y={y + layout.pillSize + 4} mono size={layout.pillSize} tone={kind === 'token' ? 'token' : 'ink'}>
        {text}
      </Text>
    </>
  )
}

/**
 * The home drawing in one arrangement. The order of drawing is the story's depth: Relay and
 * your API lie under the travellers (the value waits on Relay, the token lands in your API);
 * the browser and the vault lie over them, so the value slides out of one and into the other.
 */
export function TokenFlow({ layout, ...props }: VisualProps & { layout: FlowLayout }) {
  const { browser, relay, vault, api } = layout
  return (
    <VisualSvg {...props} label={LABEL} compactHeight={layout.w === COMPACT_W ? layout.h : undefined}>
      <style>{flowCss(layout)}</style>
      <Connector points={layout.wires.in} />
      <Connector points={layout.wires.out} accent />
      <Connector points={layout.wires.store} dashed accent />
      <rect x={relay.x} y={relay.y} width={relay.w} height={relay.h} rx={10} className="fill-(--v-bg)" />
      <Box {...relay} tone="accent" />
      <Lock {...layout.relayLock} />
      <Labels labels={layout.relayLabels} />
      <Panel {...api} title="your API">
        <Labels labels={layout.apiLabels} />
      </Panel>
      <Moving layout={layout} mover="slot">
        <Pill layout={layout} place="slot" kind="open" />
      </Moving>
      <Moving layout={layout} mover="value">
        <Pill layout={layout} place="underBrowser" text={VALUE_TEXT} kind="value" />
      </Moving>
      <Moving layout={layout} mover="token">
        <Pill layout={layout} place="slot" text={TOKEN_TEXT} kind="token" />
      </Moving>
      <Panel {...browser} title="browser">
        <Labels labels={layout.browserLabels} />
      </Panel>
      <Box {...vault} rx={12} tone="raised" />
      <Lock {...layout.vaultLock} />
      <Labels labels={layout.vaultLabels} />
      <Moving layout={layout} mover="pulse">
        <rect x={relay.x} y={relay.y} width={relay.w} height={relay.h} rx={10} className="stroke-(--v-accent)" strokeWidth={3} />
      </Moving>
    </VisualSvg>
  )
}
