import type { FlowLayout, Place } from './layouts'

/** One pass of the story in seconds: time to read each step, short enough to see it again. */
export const CYCLE_S = 8

/** A keyframe: when (a fraction of the cycle), where (a stop; none for what stays put) and whether it shows. */
export type Key = { at: number; place?: Place; opacity: 0 | 1 }

export type Mover = 'value' | 'token' | 'slot' | 'pulse'

/**
 * The still drawing: what visitors who ask for less motion see, and what the keyframes move
 * away from. The token sits in your API, the vault holds the number, nothing travels.
 */
export const REST: Record<Mover, { place?: Place; opacity: 0 | 1 }> = {
  value: { place: 'underBrowser', opacity: 0 },
  token: { place: 'slot', opacity: 1 },
  slot: { place: 'slot', opacity: 0 },
  pulse: { opacity: 0 },
}

/**
 * The story, one step after another so that no two pills ever share a spot: the card number
 * leaves from behind the browser, waits in Relay (which pulses), and goes into the vault; only
 * once it is there does its token appear where it waited, and travel to your API's empty slot,
 * which fades as the token sets out. Between moves every key eases in and out (CSS's
 * `ease-in-out`, which the unit test reproduces).
 */
export const TIMELINE: Record<Mover, Key[]> = {
  value: [
    { at: 0, place: 'underBrowser', opacity: 0 },
    { at: 0.04, place: 'underBrowser', opacity: 1 },
    { at: 0.18, place: 'dock', opacity: 1 },
    { at: 0.3, place: 'dock', opacity: 1 },
    { at: 0.44, place: 'inVault', opacity: 1 },
    { at: 0.45, place: 'inVault', opacity: 0 },
    { at: 1, place: 'underBrowser', opacity: 0 },
  ],
  token: [
    { at: 0, place: 'dock', opacity: 0 },
    { at: 0.46, place: 'dock', opacity: 0 },
    { at: 0.52, place: 'dock', opacity: 1 },
    { at: 0.56, place: 'dock', opacity: 1 },
    { at: 0.72, place: 'slot', opacity: 1 },
    { at: 0.92, place: 'slot', opacity: 1 },
    { at: 0.97, place: 'slot', opacity: 0 },
    { at: 1, place: 'dock', opacity: 0 },
  ],
  slot: [
    { at: 0, opacity: 1 },
    { at: 0.56, opacity: 1 },
    { at: 0.62, opacity: 0 },
    { at: 0.97, opacity: 0 },
    { at: 1, opacity: 1 },
  ],
  pulse: [
    { at: 0, opacity: 0 },
    { at: 0.16, opacity: 0 },
    { at: 0.22, opacity: 1 },
    { at: 0.3, opacity: 0 },
    { at: 1, opacity: 0 },
  ],
}

export const MOVERS = Object.keys(TIMELINE) as Mover[]

/** The class, and the keyframes' name, of one mover in one arrangement. */
export const moverClass = (layout: FlowLayout, mover: Mover) => `${layout.name}-${mover}`

const round = (n: number) => Math.round(n * 100) / 100

/**
 * The timeline as CSS for one arrangement: each mover is drawn at its still place, and its
 * keyframes translate it to the others. Nothing moves unless the visitor has no preference
 * against motion.
 */
export function flowCss(layout: FlowLayout): string {
  const rules = MOVERS.map((mover) => {
    const name = moverClass(layout, mover)
    const rest = REST[mover].place
    const frames = TIMELINE[mover].map(({ at, place, opacity }) => {
      const [[x, y], [restX, restY]] = rest && place ? [layout.places[place], layout.places[rest]] : [[0, 0], [0, 0]]
      return `${round(at * 100)}%{transform:translate(${round(x - restX)}px,${round(y - restY)}px);opacity:${opacity}}`
    })
    return `@keyframes ${name}{${frames.join('')}}.${name}{animation:${name} ${CYCLE_S}s ease-in-out infinite}`
  })
  return `@media (prefers-reduced-motion:no-preference){${rules.join('')}}`
}
