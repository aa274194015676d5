import { describe, expect, it } from 'vitest'

import { COMPACT_FLOW, FULL_FLOW, pillSize, type FlowLayout, type Label, type LockAt, type Place } from '@/ui/visuals/dataInTokensOut/layouts'
import { CYCLE_S, flowCss, MOVERS, moverClass, REST, TIMELINE } from '@/ui/visuals/dataInTokensOut/timeline'
import { PANEL_TITLE } from '@/ui/visuals/kit/Panel'

type Rect = { x: number; y: number; w: number; h: number }
type Frame = { at: number; dx: number; dy: number; opacity: number }
/** A pill that moves: drawn at `box`, moved by its keyframes, hidden where a box drawn over it lies. */
type Mover = { name: string; box: Rect; opacity: number; frames: Frame[]; under: Rect[] }
type Scene = { statics: { name: string; box: Rect }[]; movers: Mover[] }

/** CSS's ease-in-out, cubic-bezier(0.42, 0, 0.58, 1): progress at a fraction of a keyframe interval. */
function easeInOut(p: number) {
  const bezier = (s: number, a: number, b: number) => 3 * a * s * (1 - s) ** 2 + 3 * b * s ** 2 * (1 - s) + s ** 3
  let [lo, hi] = [0, 1]
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    if (bezier(mid, 0.42, 0.58) < p) lo = mid
    else hi = mid
  }
  return bezier((lo + hi) / 2, 0, 1)
}

/** The keyframes in the CSS the drawing ships, by animation name. */
function parseKeyframes(css: string) {
  const frames = new Map<string, Frame[]>()
  for (const [, name = '', body = ''] of css.matchAll(/@keyframes ([\w-]+)\{((?:[\d.]+%\{[^}]*\})+)\}/g)) {
    const keys = [...body.matchAll(/([\d.]+)%\{transform:translate\((-?[\d.]+)px,(-?[\d.]+)px\);opacity:([\d.]+)\}/g)]
    frames.set(
      name,
      keys.map(([, at, dx, dy, opacity]) => ({ at: Number(at) / 100, dx: Number(dx), dy: Number(dy), opacity: Number(opacity) })),
    )
  }
  return frames
}

function frameAt(frames: Frame[], t: number) {
  const i = Math.max(0, frames.findLastIndex((frame) => frame.at <= t))
  const [a, b] = [frames[i]!, frames[Math.min(i + 1, frames.length - 1)]!]
  const p = b.at > a.at ? easeInOut((t - a.at) / (b.at - a.at)) : 0
  const mix = (from: number, to: number) => from + (to - from) * p
  return { dx: mix(a.dx, b.dx), dy: mix(a.dy, b.dy), opacity: mix(a.opacity, b.opacity) }
}

/** The parts of a box left showing by a box drawn over it. */
function subtract(box: Rect, over: Rect): Rect[] {
  const [l, r, t, b] = [Math.max(box.x, over.x), Math.min(box.x + box.w, over.x + over.w), Math.max(box.y, over.y), Math.min(box.y + box.h, over.y + over.h)]
  if (l >= r || t >= b) return [box]
  return [
    { x: box.x, y: box.y, w: box.w, h: t - box.y },
    { x: box.x, y: b, w: box.w, h: box.y + box.h - b },
    { x: box.x, y: t, w: l - box.x, h: b - t },
    { x: r, y: t, w: box.x + box.w - r, h: b - t },
  ].filter((part) => part.w > 0.01 && part.h > 0.01)
}

const intersect = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/** What shows of each thing at time t (a fraction of the cycle), or in the still drawing. */
function visibleAt(scene: Scene, t: number | 'still') {
  const movers = scene.movers.map((mover) => {
    const { dx, dy, opacity } = t === 'still' ? { dx: 0, dy: 0, opacity: mover.opacity } : frameAt(mover.frames, t)
    const box = { ...mover.box, x: mover.box.x + dx, y: mover.box.y + dy }
    const parts = opacity > 0 ? mover.under.reduce((left, over) => left.flatMap((part) => subtract(part, over)), [box]) : []
    return { name: mover.name, box, parts }
  })
  return [...scene.statics.map(({ name, box }) => ({ name, box, parts: [box] })), ...movers]
}

function overlapsAt(scene: Scene, t: number | 'still') {
  const things = visibleAt(scene, t)
  return things.flatMap((a, i) =>
    things.slice(i + 1).flatMap((b) => (a.parts.some((p) => b.parts.some((q) => intersect(p, q))) ? [`${a.name} × ${b.name}`] : [])),
  )
}

const SAMPLES = Array.from({ length: 2000 }, (_, i) => i / 2000)
const overlapsOverCycle = (scene: Scene) => [...new Set(SAMPLES.flatMap((t) => overlapsAt(scene, t)))]

/**
 * A text's box from its font size: JetBrains Mono advances 0.6 em; Inter's lower-case labels
 * stay under it, so 0.6 em bounds them too. Ascenders to descenders: 0.8 em above the baseline, 0.2 below.
 */
const labelBox = ({ text, x, y, size, anchor }: Pick<Label, 'text' | 'x' | 'y' | 'size' | 'anchor'>): Rect => {
  const w = [...text].length * size * 0.6
  return { x: anchor === 'end' ? x - w : x, y: y - 0.8 * size, w, h: size }
}
const lockBox = ({ x, y, size }: LockAt): Rect => ({ x, y, w: size, h: (size * 18) / 16 })
const titleOf = (panel: Rect, text: string) => labelBox({ text, x: panel.x + PANEL_TITLE.dx, y: panel.y + PANEL_TITLE.dy, size: PANEL_TITLE.size })

/** The drawing as the test sees it: every label and padlock, and the three things that move. */
function sceneOf(layout: FlowLayout): Scene {
  const keyframes = parseKeyframes(flowCss(layout))
  const pill = (place: Place) => ({ x: layout.places[place][0], y: layout.places[place][1], ...pillSize(layout) })
  const labels = (station: string, list: Label[]) => list.map((label) => ({ name: `${station} “${label.text}”`, box: labelBox(label) }))
  const mover = (name: 'value' | 'token' | 'slot'): Mover => ({
    name,
    box: pill(REST[name].place!),
    opacity: REST[name].opacity,
    frames: keyframes.get(moverClass(layout, name))!,
    under: [layout.browser, layout.vault],
  })
  return {
    statics: [
      { name: 'browser title', box: titleOf(layout.browser, 'browser') },
      { name: 'API title', box: titleOf(layout.api, 'your API') },
      ...labels('browser', layout.browserLabels),
      ...labels('Relay', layout.relayLabels),
      ...labels('vault', layout.vaultLabels),
      ...labels('API', layout.apiLabels),
      { name: 'Relay lock', box: lockBox(layout.relayLock) },
      { name: 'vault lock', box: lockBox(layout.vaultLock) },
    ],
    movers: [mover('value'), mover('token'), mover('slot')],
  }
}

const inside = (box: Rect, outer: Rect) => box.x >= outer.x && box.y >= outer.y && box.x + box.w <= outer.x + outer.w && box.y + box.h <= outer.y + outer.h

describe.each([
  ['full', FULL_FLOW],
  ['compact', COMPACT_FLOW],
])('the home drawing, %s', (_, layout) => {
  const scene = sceneOf(layout)
  const css = flowCss(layout)
  const show = (name: string, t: number) => visibleAt(scene, t).find((thing) => thing.name === name)!

  it('moves only for visitors without a preference against motion, each mover on the one timeline', () => {
    expect(css.startsWith('@media (prefers-reduced-motion:no-preference){')).toBe(true)
    expect(css.endsWith('}')).toBe(true)
    for (const mover of MOVERS) {
      const name = moverClass(layout, mover)
      expect(css).toContain(`.${name}{animation:${name} ${CYCLE_S}s ease-in-out infinite}`)
      const frames = parseKeyframes(css).get(name)!
      expect(frames.map(({ at }) => at)).toEqual(TIMELINE[mover].map(({ at }) => at))
      // A loop with no jump: the last key is the first.
      expect(frames.at(-1)).toEqual({ ...frames[0], at: 1 })
    }
  })

  it('keeps every label inside its own box and off every other label', () => {
    const within = (list: Label[], station: Rect) => list.every((label) => inside(labelBox(label), station))
    expect(within(layout.browserLabels, layout.browser) && within(layout.apiLabels, layout.api)).toBe(true)
    expect(within(layout.relayLabels, layout.relay) && within(layout.vaultLabels, layout.vault)).toBe(true)
    expect(inside(lockBox(layout.relayLock), layout.relay) && inside(lockBox(layout.vaultLock), layout.vault)).toBe(true)
    for (const place of Object.values(layout.places)) expect(inside({ x: place[0], y: place[1], ...pillSize(layout) }, { x: 0, y: 0, w: layout.w, h: layout.h })).toBe(true)
  })

  it('never lets two pills or labels overlap, at any moment of the cycle', () => {
    expect(overlapsOverCycle(scene)).toEqual([])
  })

  it('stands still with the token in your API and nothing on its way', () => {
    expect(overlapsAt(scene, 'still')).toEqual([])
    const still = visibleAt(scene, 'still')
    expect(still.find(({ name }) => name === 'token')!.parts).toEqual([pillOf(layout, 'slot')])
    expect(still.find(({ name }) => name === 'value')!.parts).toEqual([])
    expect(still.find(({ name }) => name === 'slot')!.parts).toEqual([])
  })

  it('shows the card number go into the vault and its token appear where it waited', () => {
    const dock = pillOf(layout, 'dock')
    const valueDocked = SAMPLES.filter((t) => show('value', t).parts.length && near(show('value', t).box, dock))
    expect(valueDocked.length).toBeGreaterThan(0)
    // The value fades only once the vault hides all of it.
    const lastShown = SAMPLES.filter((t) => t > valueDocked.at(-1)! && frameAt(scene.movers[0]!.frames, t).opacity > 0).at(-1)!
    expect(near(show('value', lastShown).box, pillOf(layout, 'inVault'))).toBe(true)
    expect(show('value', lastShown).parts).toEqual([])
    // The token first shows on the spot the value left, after it left, and ends in your API.
    const tokenFirst = SAMPLES.find((t) => show('token', t).parts.length)!
    expect(tokenFirst).toBeGreaterThan(valueDocked.at(-1)!)
    expect(near(show('token', tokenFirst).box, dock)).toBe(true)
    expect(near(show('token', 0.9).box, pillOf(layout, 'slot'))).toBe(true)
  })
})

const pillOf = (layout: FlowLayout, place: Place): Rect => ({ x: layout.places[place][0], y: layout.places[place][1], ...pillSize(layout) })
const near = (a: Rect, b: Rect) => Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5

describe('the overlap check', () => {
  it('finds the overlaps of the drawing before issue 35', () => {
    // Its keyframes (dataInTokensOut.module.css) written as flowCss writes them, and its boxes.
    const css =
      '@keyframes card-in{0%{transform:translate(0px,0px);opacity:0}8%{transform:translate(0px,0px);opacity:1}32%{transform:translate(190px,0px);opacity:1}52%{transform:translate(190px,142px);opacity:1}60%{transform:translate(190px,142px);opacity:0}100%{transform:translate(190px,142px);opacity:0}}' +
      '@keyframes token-out{0%{transform:translate(0px,0px);opacity:0}34%{transform:translate(0px,0px);opacity:0}40%{transform:translate(0px,0px);opacity:1}68%{transform:translate(150px,0px);opacity:1}78%{transform:translate(150px,0px);opacity:0}100%{transform:translate(150px,0px);opacity:0}}'
    const frames = parseKeyframes(css)
    const [relay, vault] = [
      { x: 200, y: 74, w: 80, h: 50 },
      { x: 150, y: 212, w: 180, h: 116 },
    ]
    const before: Scene = {
      statics: [
        { name: 'browser “4242 4242 4242 4242”', box: labelBox({ text: '4242 4242 4242 4242', x: 22, y: 114, size: 12 }) },
        { name: 'API token', box: { x: 312, y: 100, w: 146, h: 22.5 } },
      ],
      movers: [
        { name: 'card-in', box: { x: 18, y: 100, w: 64, h: 22 }, opacity: 0, frames: frames.get('card-in')!, under: [relay, vault] },
        { name: 'token-out', box: { x: 210, y: 100, w: 60, h: 22 }, opacity: 0, frames: frames.get('token-out')!, under: [relay, vault] },
      ],
    }
    expect(overlapsOverCycle(before)).toEqual(expect.arrayContaining(['browser “4242 4242 4242 4242” × card-in', 'API token × token-out']))
  })
})
